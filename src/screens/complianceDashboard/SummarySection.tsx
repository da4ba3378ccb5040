import { memberRegion } from '../../components/primitives/memberFigure';
import { ComplianceScore } from '../../components/complianceDashboard/ComplianceScore';
import { StatGrid, type StatGridItem } from '../../components/primitives/StatGrid';
import type { ComplianceDocument } from '../../data/complianceDashboard';
import {
  complianceScorePercent,
  compliantSharePercent,
  scoreBandRanges,
  scoreBandTone,
  type ComplianceSummary,
  type ScoreBand,
} from '../../data/complianceRules';
import { formatCount, formatPercent } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { useWorldDay } from '../../platform/worldDay';

interface SummarySectionProps {
  summary: ComplianceSummary;
  documents: readonly ComplianceDocument[];
  /** How many of the documents the member uploaded. */
  uploadCount: number;
  /** All alerts, resolved or not. */
  alertCount: number;
  band: ScoreBand;
}

/**
 * The four summary cards (Total Documents, Compliant, Expiring Soon = documents expiring in 1 to 30
 * days from today's date, Active Alerts) and the Compliance Score bar with its bands.
 */
export function SummarySection({ summary, documents, uploadCount, alertCount, band }: SummarySectionProps) {
  const day = useWorldDay();
  const { t, language } = useScreenText('complianceDashboard');
  const stats: StatGridItem[] = [
    {
      id: 'total',
      label: t('stats.total'),
      value: formatCount(summary.total, language),
      hint: uploadCount ? t('stats.totalHint', { count: uploadCount }) : t('stats.totalHintNone'),
      icon: 'layers',
      tone: 'info',
      figure: memberRegion('compliance'),
    },
    {
      id: 'compliant',
      label: t('stats.compliant'),
      value: formatCount(summary.compliant, language),
      hint: t('stats.compliantHint', {
        percent: formatPercent(compliantSharePercent(documents), language, 0),
      }),
      icon: 'shieldCheck',
      tone: 'success',
      figure: memberRegion('compliance'),
    },
    {
      id: 'expiringSoon',
      label: t('stats.expiringSoon'),
      value: formatCount(summary.expiringSoon, language),
      hint: t('stats.expiringSoonHint'),
      icon: 'clock',
      tone: 'warning',
      figure: memberRegion('compliance'),
    },
    {
      id: 'activeAlerts',
      label: t('stats.activeAlerts'),
      value: formatCount(summary.activeAlerts, language),
      hint: t('stats.activeAlertsHint', { count: alertCount - summary.activeAlerts }),
      icon: 'bell',
      tone: 'danger',
      figure: memberRegion('compliance'),
    },
  ];

  return (
    <>
      <StatGrid heading={t('stats.heading')} headingId="compliance-stats-heading" stats={stats} columns={4} />
      <ComplianceScore
        heading={t('score.heading')}
        description={t('score.description')}
        percent={complianceScorePercent(day)}
        percentText={formatPercent(complianceScorePercent(day), language, 0)}
        bandLabel={t(`score.bands.${band}`)}
        bandTone={scoreBandTone(band)}
        progressLabel={t('score.heading')}
        bandsLabel={t('score.bandsLabel')}
        currentText={t('score.current')}
        bands={scoreBandRanges.map((range) => ({
          id: range.band,
          label: t(`score.bands.${range.band}`),
          range:
            range.max === null
              ? t('score.below', { value: formatCount(70, language) })
              : t('score.range', {
                  min: formatCount(range.min, language),
                  max: formatCount(range.max, language),
                }),
          tone: scoreBandTone(range.band),
          current: range.band === band,
        }))}
      />
    </>
  );
}
