import type { Theme } from '@emotion/react';
import { AlertList, type AlertView } from '../../components/iotLogistics/AlertList';
import type { IconName } from '../../components/primitives/Icon';
import { StatCard } from '../../components/primitives/StatCard';
import { Stack } from '../../components/primitives/ScreenLayout';
import { plainList } from '../../components/primitives/plainList';
import type { AlertCounts, ShipmentAlert } from '../../data/iotAlerts';
import { formatCount } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import type { RoleName } from '../../theme/themes';
import { useShipmentText } from './useShipmentText';

/** The fleet's health counts, worst first, each with its icon and tone. */
const countCards: readonly { level: keyof AlertCounts; icon: IconName; tone: RoleName }[] = [
  { level: 'critical', icon: 'alert', tone: 'danger' },
  { level: 'warning', icon: 'bell', tone: 'warning' },
  { level: 'healthy', icon: 'shieldCheck', tone: 'success' },
];

/** The Alerts tab: the fleet's health counts and the alerts, each resolvable. */
export function AlertsSection({
  alerts,
  counts,
  onResolve,
}: {
  alerts: readonly ShipmentAlert[];
  counts: AlertCounts;
  onResolve: (id: string) => void;
}) {
  const { t, language } = useScreenText('iotLogistics');
  const { when, readingText } = useShipmentText();

  const alertView = (alert: ShipmentAlert): AlertView => {
    const message = t(`alerts.messages.${alert.message}`);
    const text =
      alert.value === undefined || alert.category === 'delay'
        ? message
        : t('alerts.withValue', { message, value: readingText(alert.category, alert.value) });
    return {
      id: alert.id,
      type: alert.type,
      typeLabel: t(`sensors.levels.${alert.type}`),
      message: text,
      shipmentId: alert.shipmentId,
      trackingNumber: alert.trackingNumber,
      time: when(alert.timestamp),
      dateTime: alert.timestamp,
      resolved: alert.resolved,
      resolveName: t('alerts.resolveName', { message: text, id: alert.shipmentId }),
    };
  };
  // Open alerts first (critical before warning), resolved ones after.
  const rank = (a: ShipmentAlert) => (a.resolved ? 2 : a.type === 'critical' ? 0 : 1);
  const sortedAlerts = [...alerts].sort((a, b) => rank(a) - rank(b));

  return (
    <Stack gap={4}>
      <ul css={styles.counts} aria-label={t('alerts.countsLabel')}>
        {countCards.map(({ level, icon, tone }) => (
          <li key={level} data-count={level}>
            <StatCard
              label={t(`alerts.${level}`)}
              value={formatCount(counts[level], language)}
              icon={icon}
              tone={tone}
            />
          </li>
        ))}
      </ul>
      <AlertList
        alerts={sortedAlerts.map(alertView)}
        labels={{
          list: t('alerts.list'),
          resolve: t('alerts.resolve'),
          resolved: t('alerts.resolved'),
          empty: t('alerts.empty'),
          tracking: t('overview.tracking'),
        }}
        onResolve={onResolve}
      />
    </Stack>
  );
}

const styles = {
  counts: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  }),
};
