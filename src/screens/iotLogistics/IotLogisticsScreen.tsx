/**
 * IoT logistics tracker (spec part 1, sections 2.9, 3, 4, 9; issue 7): the badges, five summary cards
 * and five tabs kept in the URL (`?tab=map`; an unknown value is the overview): the shipments with the
 * overview flag, the Live Map (loaded when opened; its `sensorFeed` actor moves the readings while it is
 * open), the sensor tiles, the alerts derived from the shipments (resolved locally: a plain set, no
 * timer) and the blockchain events in time order.
 */
import type { Theme } from '@emotion/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AlertList, type AlertView } from '../../components/iot/AlertList';
import { BlockchainEventList } from '../../components/iot/BlockchainEventList';
import { SensorTiles, type SensorTileView } from '../../components/iot/SensorTiles';
import { ShipmentOverviewList } from '../../components/iot/ShipmentOverviewList';
import { levelTones } from '../../components/iot/SensorTiles';
import { Badge } from '../../components/primitives/Badge';
import { Card, CardHeader } from '../../components/primitives/Card';
import { Icon } from '../../components/primitives/Icon';
import { StatCard } from '../../components/primitives/StatCard';
import { StatGrid } from '../../components/primitives/StatGrid';
import { Tab, TabList, TabPanel, Tabs } from '../../components/primitives/Tabs';
import {
  alertCounts,
  applyReadings,
  criticalSensors,
  blockchainEvents,
  deriveAlerts,
  eventsInTimeOrder,
  iotTabs,
  isFlagged,
  resolveIotTab,
  shipmentReadings,
  shipments as sampleShipments,
  statusTones,
  trackerSummary,
  type BlockchainEvent,
  type IotTab,
  type Shipment,
  type ShipmentAlert,
} from '../../data/iotLogistics';
import { classifySensor, sensorProgress, sensorUnits, type SensorKind } from '../../data/sensorThresholds';
import {
  formatCount,
  formatDate,
  formatNumber,
  formatPercent,
  isolateLtr,
  notAvailable,
} from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { shipmentSensorLink } from '../../data/notifications';
import { useDeferredModule } from '../../platform/deferredModule';
import { sendToMember } from '../../platform/memberFirstPaint';

// The Live Map (its sensor feed actor, the map drawing and, after it, the atlas) loads when the tab first
// opens: none of it is on the route's first paint.
const loadLiveMap = () => import('./LiveMapPanel');

const numberOf = (value: number, language: string, digits: number) =>
  formatNumber(value, language, { minimumFractionDigits: 0, maximumFractionDigits: digits });

const digitsOf: Readonly<Record<SensorKind, number>> = {
  temperature: 1,
  humidity: 0,
  vibration: 2,
  battery: 0,
};

export default function IotLogisticsScreen() {
  const { t, language, dir } = useScreenText('iotLogistics');
  const [params, setParams] = useSearchParams();
  const tab = resolveIotTab(params.get('tab'));
  const openTab = useCallback(
    (next: IotTab) =>
      setParams(
        (current) => {
          const nextParams = new URLSearchParams(current);
          if (next === 'overview') nextParams.delete('tab');
          else nextParams.set('tab', next);
          return nextParams;
        },
        { replace: true },
      ),
    [setParams],
  );

  const liveMap = useDeferredModule(loadLiveMap, tab === 'map');
  const [readings, setReadings] = useState<readonly number[] | null>(null);
  const [selectedId, setSelectedId] = useState(sampleShipments[0]?.id ?? '');
  const [resolvedIds, setResolvedIds] = useState<ReadonlySet<string>>(() => new Set());
  const list = useMemo(
    () => (readings ? applyReadings(sampleShipments, readings) : [...sampleShipments]),
    [readings],
  );
  // A link to one shipment (a notification's View) selects it, also when followed here.
  const linkedId = params.get('shipment');
  const [followedLink, setFollowedLink] = useState<string | null>(null);
  if (followedLink !== linkedId) {
    setFollowedLink(linkedId);
    if (linkedId && sampleShipments.some((s) => s.id === linkedId)) setSelectedId(linkedId);
  }
  // A sensor that goes critical while the feed runs tells the member, once per crossing (the opening
  // readings are the sample's and notify nothing).
  const critical = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    const now = criticalSensors(list);
    const before = critical.current;
    critical.current = now;
    if (!before || !readings) return;
    const at = new Date();
    for (const key of now) {
      if (before.has(key)) continue;
      const [shipmentId = '', kind = ''] = key.split(':');
      const shipment = list.find((s) => s.id === shipmentId);
      if (!shipment) continue;
      sendToMember({
        type: 'notification.add',
        notification: {
          id: `critical-${key}-${at.getTime()}`,
          kind: 'sensor',
          at: at.toISOString(),
          key: 'sensorCritical',
          params: { shipment: shipment.trackingNumber, sensor: kind },
          link: shipmentSensorLink(shipmentId),
          read: false,
        },
      });
    }
  }, [list, readings]);
  const summary = trackerSummary(list, blockchainEvents);
  const alerts = useMemo(() => deriveAlerts(list, resolvedIds), [list, resolvedIds]);
  const counts = alertCounts(list.length, alerts);
  const events = useMemo(() => eventsInTimeOrder(blockchainEvents), []);
  const trackingOf = (id: string) => list.find((s) => s.id === id)?.trackingNumber ?? id;

  const when = (iso: string) => formatDate(iso, language, { dateStyle: 'medium', timeStyle: 'short' });
  // In Arabic the unit stays after the number ("22.5 °C", not "C° 22.5").
  const readingText = (kind: SensorKind, value: number) =>
    isolateLtr(
      `${numberOf(value, language, digitsOf[kind])}${kind === 'temperature' || kind === 'vibration' ? ' ' : ''}${sensorUnits[kind]}`,
      language,
    );
  const routeOf = (s: Shipment) =>
    t('route', { origin: t(`places.${s.origin}`), destination: t(`places.${s.destination}`) });
  const tilesOf = (s: Shipment): SensorTileView[] =>
    shipmentReadings(s).map(({ kind, value }) => {
      const level = classifySensor(kind, value);
      return {
        kind,
        label: t(`sensors.kinds.${kind}`),
        valueText: readingText(kind, value),
        percent: sensorProgress(kind, value),
        level,
        levelLabel: t(`sensors.levels.${level}`),
      };
    });
  const factsOf = (s: Shipment) => [
    { id: 'location', label: t('facts.location'), value: t(`places.${s.currentLocation.address}`) },
    { id: 'cargo', label: t('facts.cargo'), value: t(`cargo.${s.cargo}`) },
    { id: 'eta', label: t('facts.eta'), value: when(s.estimatedArrival) },
    { id: 'lastUpdate', label: t('facts.lastUpdate'), value: when(s.lastUpdate) },
  ];

  const selectOnMap = (id: string) => {
    setSelectedId(id);
    openTab('map');
  };
  const onReadings = useCallback((values: readonly number[]) => setReadings(values), []);

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
      trackingNumber: alert.trackingNumber,
      time: when(alert.timestamp),
      dateTime: alert.timestamp,
      resolved: alert.resolved,
      resolveName: t('alerts.resolveName', { message: text, tracking: alert.trackingNumber }),
    };
  };
  // Open alerts first (critical before warning), resolved ones after.
  const rank = (a: ShipmentAlert) => (a.resolved ? 2 : a.type === 'critical' ? 0 : 1);
  const sortedAlerts = [...alerts].sort((a, b) => rank(a) - rank(b));

  const eventData = (event: BlockchainEvent) => [
    { label: t('blockchain.hash'), value: event.data.hash },
    ...(event.data.place ? [{ label: t('blockchain.place'), value: t(`places.${event.data.place}`) }] : []),
    ...(event.data.temperature !== undefined
      ? [{ label: t('sensors.kinds.temperature'), value: readingText('temperature', event.data.temperature) }]
      : []),
  ];

  return (
    <div css={styles.page}>
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
      <Tabs value={tab} onValueChange={(value) => openTab(resolveIotTab(value))} dir={dir}>
        <TabList aria-label={t('tabs.label')}>
          {iotTabs.map((id) => (
            <Tab key={id} value={id}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="overview">
          <ShipmentOverviewList
            emptyTitle={t('overview.empty')}
            showOnMap={t('overview.showOnMap')}
            onShowOnMap={selectOnMap}
            shipments={list.map((s) => ({
              id: s.id,
              trackingNumber: s.trackingNumber,
              route: routeOf(s),
              statusLabel: t(`status.${s.status}`),
              statusTone: statusTones[s.status],
              flag: isFlagged(s) ? t('overview.flag') : undefined,
              facts: factsOf(s),
              readings: shipmentReadings(s).map(({ kind, value }) => ({
                label: t(`sensors.kinds.${kind}`),
                value: readingText(kind, value),
                tone: levelTones[classifySensor(kind, value)],
              })),
              showOnMapName: t('overview.showOnMapName', { tracking: s.trackingNumber }),
            }))}
          />
        </TabPanel>
        <TabPanel value="map">
          {tab === 'map' && liveMap ? (
            <liveMap.LiveMapPanel
              shipments={list}
              selectedId={selectedId}
              onSelect={setSelectedId}
              onReadings={onReadings}
              tilesOf={tilesOf}
              factsOf={factsOf}
              routeOf={routeOf}
            />
          ) : tab === 'map' ? (
            <p css={styles.loading} role="status">
              {t('map.loading')}
            </p>
          ) : null}
        </TabPanel>
        <TabPanel value="sensors">
          <div css={styles.sensorGrid}>
            {list.map((s) => (
              <Card key={s.id} data-shipment={s.id}>
                <CardHeader
                  title={s.trackingNumber}
                  level={2}
                  description={routeOf(s)}
                  actions={<Badge tone={statusTones[s.status]}>{t(`status.${s.status}`)}</Badge>}
                />
                <SensorTiles
                  label={t('sensors.tilesLabel', { tracking: s.trackingNumber })}
                  tiles={tilesOf(s)}
                />
              </Card>
            ))}
          </div>
        </TabPanel>
        <TabPanel value="alerts">
          <div css={styles.stack}>
            <ul css={styles.counts} aria-label={t('alerts.countsLabel')}>
              <li data-count="critical">
                <StatCard
                  label={t('alerts.critical')}
                  value={formatCount(counts.critical, language)}
                  icon="alert"
                  tone="danger"
                />
              </li>
              <li data-count="warning">
                <StatCard
                  label={t('alerts.warning')}
                  value={formatCount(counts.warning, language)}
                  icon="bell"
                  tone="warning"
                />
              </li>
              <li data-count="healthy">
                <StatCard
                  label={t('alerts.healthy')}
                  value={formatCount(counts.healthy, language)}
                  icon="shieldCheck"
                  tone="success"
                />
              </li>
            </ul>
            <AlertList
              alerts={sortedAlerts.map(alertView)}
              labels={{
                list: t('alerts.list'),
                resolve: t('alerts.resolve'),
                resolved: t('alerts.resolved'),
                empty: t('alerts.empty'),
              }}
              onResolve={(id) => setResolvedIds((current) => new Set([...current, id]))}
            />
          </div>
        </TabPanel>
        <TabPanel value="blockchain">
          <Card>
            <CardHeader title={t('blockchain.heading')} description={t('blockchain.description')} />
            <BlockchainEventList
              labels={{
                list: t('blockchain.list'),
                shipment: t('blockchain.shipment'),
                block: t('blockchain.block'),
                empty: t('blockchain.empty'),
              }}
              events={events.map((event) => ({
                id: event.id,
                typeLabel: t(`blockchain.types.${event.type}`),
                trackingNumber: trackingOf(event.shipmentId),
                block: `#${formatCount(event.blockNumber, language)}`,
                time: when(event.timestamp),
                dateTime: event.timestamp,
                data: eventData(event),
              }))}
            />
          </Card>
        </TabPanel>
      </Tabs>
    </div>
  );
}

const styles = {
  page: (theme: Theme) => ({ display: 'grid', gap: theme.space(6), minWidth: 0 }),
  badges: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap' as const, gap: 8 },
  sensorGrid: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(4),
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
  }),
  loading: (theme: Theme) => ({ minBlockSize: 320, color: theme.colors.textMuted }),
  stack: (theme: Theme) => ({ display: 'grid', gap: theme.space(4) }),
  counts: (theme: Theme) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space(3),
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  }),
};
