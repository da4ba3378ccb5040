import type { Theme } from '@emotion/react';
import { Badge } from '../../components/primitives/Badge';
import { Icon } from '../../components/primitives/Icon';
import { StatGrid } from '../../components/primitives/StatGrid';
import type { TrackerSummary } from '../../data/iotLogistics';
import { formatCount, formatPercent, notAvailable } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { plainList } from '../../components/primitives/plainList';

/** The connection badges and the five summary cards above the tabs. */
export function SummarySection({ summary }: { summary: TrackerSummary }) {
  const { t, language } = useScreenText('iotLogistics');
  return (
    <>
      <ul css={styles.badges} aria-label={t('badges.label')}>
        <li>
          <Badge tone="success">
            <Icon name="activity" size={14} />
            {t('badges.connected')}
          </Badge>
        </li>
        <li>
          <Badge tone="info">
            <Icon name="mapPin" size={14} />
            {t('badges.liveTracking')}
          </Badge>
        </li>
        <li>
          <Badge tone="active">
            <Icon name="layers" size={14} />
            {t('badges.blockchainEvents')}
          </Badge>
        </li>
      </ul>
      <StatGrid
        heading={t('summary.heading')}
        headingId="iot-summary-heading"
        columns={3}
        stats={[
          {
            id: 'active',
            label: t('summary.active'),
            value: formatCount(summary.active, language),
            icon: 'cube',
            tone: 'info',
          },
          {
            id: 'inTransit',
            label: t('summary.inTransit'),
            value: formatCount(summary.inTransit, language),
            icon: 'mapPin',
            tone: 'active',
          },
          {
            id: 'alerts',
            label: t('summary.alerts'),
            value: formatCount(summary.delayed, language),
            hint: t('summary.alertsHint'),
            icon: 'bell',
            tone: 'warning',
          },
          {
            id: 'avgBattery',
            label: t('summary.avgBattery'),
            value: Number.isFinite(summary.averageBattery)
              ? formatPercent(summary.averageBattery, language, 0)
              : notAvailable,
            icon: 'bolt',
            tone: 'success',
          },
          {
            id: 'blockchainEvents',
            label: t('summary.blockchainEvents'),
            value: formatCount(summary.blockchainEvents, language),
            icon: 'layers',
            tone: 'pending',
          },
        ]}
      />
    </>
  );
}

const styles = {
  badges: (theme: Theme) => plainList(theme, 2, 'row'),
};
