/**
 * The Monthly Compliance Report as a plain-text file, in the member's language: the score and its band,
 * the summary figures, documents counted by status, type and region, the documents expiring soon and
 * the active alerts, all as they stand in this visit (uploads and resolutions included). Loaded by the
 * compliance dashboard on the first report download, so the screen paints without it.
 */
import type { useTranslation } from 'react-i18next';
import {
  documentRegions,
  documentStatuses,
  documentTypes,
  type ComplianceAlert,
  type ComplianceDocument,
} from '../../data/complianceDashboard';
import { countBy } from '../../data/complianceFiles';
import {
  complianceScorePercent,
  isExpiringSoon,
  type complianceSummary,
  type ScoreBand,
} from '../../data/complianceRules';
import { formatCount, formatDate, formatPercent } from '../../i18n/format';
import type { Language } from '../../i18n/language';

type Translate = ReturnType<typeof useTranslation<'complianceDashboard'>>['t'];

export interface MonthlyReportInput {
  t: Translate;
  language: Language;
  documents: readonly ComplianceDocument[];
  alerts: readonly ComplianceAlert[];
  /** Today as `YYYY-MM-DD`. */
  today: string;
  summary: ReturnType<typeof complianceSummary>;
  band: ScoreBand;
  /** "Label: value", as the screen writes a line of a file. */
  line: (label: string, value: string) => string;
  date: (key: string | null) => string;
  expiryText: (document: ComplianceDocument) => string;
  daysLeft: (document: ComplianceDocument) => string;
  alertTitle: (alert: ComplianceAlert) => string;
}

export function monthlyReport({
  t,
  language,
  documents,
  alerts,
  today,
  summary,
  band,
  line,
  date,
  expiryText,
  daysLeft,
  alertTitle,
}: MonthlyReportInput): string {
  const countLines = <K extends string>(
    keys: readonly K[],
    keyOf: (d: ComplianceDocument) => K,
    ns: string,
  ) =>
    Object.entries<number>(countBy(documents, keys, keyOf)).map(
      ([key, count]) => `- ${line(t(`${ns}.${key}`), formatCount(count, language))}`,
    );
  const expiring = documents.filter((document) => isExpiringSoon(document.expiryDate, today));
  const active = alerts.filter((alert) => !alert.resolved);
  const none = [`- ${t('reports.file.none')}`];
  return [
    t('reports.file.title', {
      month: formatDate(`${today}T00:00:00Z`, language, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
    }),
    t('reports.file.generated', { date: date(today) }),
    '',
    line(
      t('score.heading'),
      `${formatPercent(complianceScorePercent(today), language, 0)} (${t(`score.bands.${band}`)})`,
    ),
    line(t('stats.total'), formatCount(summary.total, language)),
    line(t('stats.compliant'), formatCount(summary.compliant, language)),
    line(t('stats.expiringSoon'), formatCount(summary.expiringSoon, language)),
    line(t('stats.activeAlerts'), formatCount(summary.activeAlerts, language)),
    '',
    t('reports.file.byStatus'),
    ...countLines(documentStatuses, (d) => d.status, 'statuses'),
    '',
    t('reports.file.byType'),
    ...countLines(documentTypes, (d) => d.type, 'types'),
    '',
    t('reports.file.byRegion'),
    ...countLines(documentRegions, (d) => d.region, 'regions'),
    '',
    t('reports.file.expiring'),
    ...(expiring.length
      ? expiring.map((d) => `- ${d.id} ${d.name}: ${expiryText(d)} (${daysLeft(d)})`)
      : none),
    '',
    t('reports.file.alerts'),
    ...(active.length
      ? active.map((a) => `- ${a.id} [${t(`alerts.severity.${a.severity}`)}] ${alertTitle(a)}`)
      : none),
    '',
  ].join('\n');
}
