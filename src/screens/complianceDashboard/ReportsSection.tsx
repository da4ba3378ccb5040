import type { ComponentType } from 'react';
import type { ReportListProps } from '../../components/complianceDashboard/ReportList';
import { Card, CardHeader } from '../../components/primitives/Card';
import { reportMonth } from '../../data/complianceFiles';
import { useScreenText } from '../../platform/screenText';

export type ReportId = 'monthly' | 'audit';

interface ReportsSectionProps {
  /** The report list, once its module has loaded (when the tab is first opened). */
  ReportList: ComponentType<ReportListProps> | undefined;
  /** Today's date (`YYYY-MM-DD`), for the monthly report's month. */
  today: string;
  /** How many events the audit trail holds. */
  eventCount: number;
  /** The report being made, if any. */
  preparing: ReportId | null;
  onDownload: (id: string) => void;
}

/** The Reports tab: Monthly Compliance Report as text, Audit Trail Report as CSV, both made from the data. */
export function ReportsSection({
  ReportList,
  today,
  eventCount,
  preparing,
  onDownload,
}: ReportsSectionProps) {
  const { t } = useScreenText('complianceDashboard');
  return (
    <Card as="section" aria-labelledby="compliance-reports-heading">
      <CardHeader
        id="compliance-reports-heading"
        title={t('reports.heading')}
        description={t('reports.description')}
      />
      {ReportList ? (
        <ReportList
          listLabel={t('reports.listLabel')}
          reports={(['monthly', 'audit'] as const).map((id) => ({
            id,
            title: t(`reports.${id}.title`),
            description: t(`reports.${id}.description`),
            details:
              id === 'monthly'
                ? t('reports.monthly.details', { month: reportMonth(today) })
                : t('reports.audit.details', { count: eventCount }),
            preparing: preparing === id,
            downloadLabel: t('reports.downloadLabel', { report: t(`reports.${id}.title`) }),
          }))}
          downloadText={t('reports.download')}
          preparingText={t('reports.preparing')}
          onDownload={onDownload}
        />
      ) : null}
    </Card>
  );
}
