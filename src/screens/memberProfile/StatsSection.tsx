import { StatGrid } from '../../components/primitives/StatGrid';
import { sampleProfile } from '../../data/memberProfile';
import { formatCompact, formatCount, formatPercent } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { useWorldDay } from '../../platform/worldDay';

/** The member's four key figures: trade score, trades, success rate and volume. */
export function StatsSection() {
  const profile = sampleProfile(useWorldDay());
  const { t, language } = useScreenText('memberProfile');
  return (
    <StatGrid
      heading={t('stats.heading')}
      headingId="profile-stats-heading"
      columns={4}
      stats={[
        {
          id: 'tradeScore',
          label: t('stats.tradeScore'),
          value: formatCount(profile.tradeScore, language),
          hint: t('stats.connections', { value: formatCount(profile.connections, language) }),
          icon: 'star',
          tone: 'warning',
        },
        {
          id: 'totalTrades',
          label: t('stats.totalTrades'),
          value: formatCount(profile.totalTrades, language),
          hint: t('stats.activeDeals', { value: formatCount(profile.activeDeals, language) }),
          icon: 'activity',
          tone: 'info',
        },
        {
          id: 'successRate',
          label: t('stats.successRate'),
          value: formatPercent(profile.successRate, language, 1),
          hint: t('stats.successHint'),
          icon: 'check',
          tone: 'success',
        },
        {
          id: 'totalVolume',
          label: t('stats.totalVolume'),
          value: t('stats.sdrValue', { value: formatCompact(profile.totalVolume, language) }),
          hint: t('stats.volumeHint'),
          icon: 'trendUp',
          tone: 'active',
        },
      ]}
    />
  );
}
