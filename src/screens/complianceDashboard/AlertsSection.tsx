import type { ComponentType } from 'react';
import type { ComplianceAlertListProps } from '../../components/complianceDashboard/ComplianceAlertList';
import { Card, CardHeader } from '../../components/primitives/Card';
import type { ComplianceAlert } from '../../data/complianceDashboard';
import { severityTone } from '../../data/complianceRules';
import { formatDate } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';

interface AlertsSectionProps {
  alerts: readonly ComplianceAlert[];
  activeAlerts: number;
  /** The alert list, once its module has loaded (when the tab is first opened). */
  ComplianceAlertList: ComponentType<ComplianceAlertListProps> | undefined;
  alertTitle: (alert: ComplianceAlert) => string;
  alertDescription: (alert: ComplianceAlert) => string;
  onResolve: (id: string) => void;
}

/** The Alerts tab: Resolve on the unresolved alerts (the Active Alerts card follows). */
export function AlertsSection({
  alerts,
  activeAlerts,
  ComplianceAlertList,
  alertTitle,
  alertDescription,
  onResolve: resolve,
}: AlertsSectionProps) {
  const { t, language } = useScreenText('complianceDashboard');
  return (
    <Card as="section" aria-labelledby="compliance-alerts-heading">
      <CardHeader
        id="compliance-alerts-heading"
        title={t('alerts.heading')}
        description={t('alerts.description', { count: activeAlerts })}
      />
      {ComplianceAlertList ? (
        <ComplianceAlertList
          listLabel={t('alerts.listLabel')}
          alerts={alerts.map((alert) => {
            const title = alertTitle(alert);
            return {
              id: alert.id,
              title,
              description: alertDescription(alert),
              severityLabel: t(`alerts.severity.${alert.severity}`),
              severityTone: severityTone(alert.severity),
              time: formatDate(alert.timestamp, language, {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: 'UTC',
              }),
              resolved: alert.resolved,
              resolveLabel: t('alerts.resolveLabel', { title }),
            };
          })}
          resolveText={t('alerts.resolve')}
          resolvedText={t('alerts.resolved')}
          empty={{ title: t('alerts.emptyTitle'), body: t('alerts.emptyBody') }}
          onResolve={resolve}
        />
      ) : null}
    </Card>
  );
}
