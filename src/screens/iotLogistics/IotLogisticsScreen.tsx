/**
 * IoT logistics tracker: the badges, five summary cards and five tabs kept in the URL (`?tab=map`; an
 * unknown value is the overview): the shipments with the overview flag, the Live Map (loaded when
 * opened; its `sensorFeed` actor moves the readings while it is open), the sensor tiles, the alerts
 * derived from the shipments (resolved locally: a plain set, no timer) and the blockchain events in
 * time order. Each tab's content is a section in this folder.
 */
import type { Theme } from '@emotion/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../components/primitives/Tabs';
import { Page } from '../../components/primitives/ScreenLayout';
import { alertCounts, deriveAlerts } from '../../data/iotAlerts';
import { blockchainEvents } from '../../data/iotBlockchain';
import { applyReadings } from '../../data/iotLiveFeed';
import {
  criticalSensors,
  iotTabs,
  shipments as sampleShipments,
  trackerSummary,
} from '../../data/iotLogistics';
import { useScreenText } from '../../platform/screenText';
import { text, useUrlParams, useUrlState, useUrlTab } from '../../platform/urlState';
import { shipmentSensorLink } from '../../data/itemLinks';
import { useDeferredModule } from '../../platform/deferredModule';
import { useMemberStore } from '../../platform/memberStore';
import { AlertsSection } from './AlertsSection';
import { BlockchainSection } from './BlockchainSection';
import { OverviewSection } from './OverviewSection';
import { SensorsSection } from './SensorsSection';
import { SummarySection } from './SummarySection';
import { useShipmentText } from './useShipmentText';
import { useWorldDay } from '../../platform/worldDay';

// The Live Map (its sensor feed actor, the map drawing and, after it, the atlas) loads when the tab first
// opens: none of it is on the route's first paint.
const loadLiveMap = () => import('./LiveMapPanel');

export default function IotLogisticsScreen() {
  const day = useWorldDay();
  const { t, dir } = useScreenText('iotLogistics');
  const [tab, openTab, tabAddress] = useUrlTab(iotTabs);
  const [linkedId, setLinkedId] = useUrlState('shipment', text);
  const [, writeQuery] = useUrlParams();
  const store = useMemberStore();

  const liveMap = useDeferredModule(loadLiveMap, tab === 'map');
  const [readings, setReadings] = useState<readonly number[] | null>(null);
  const [resolvedIds, setResolvedIds] = useState<ReadonlySet<string>>(() => new Set());
  const samples = sampleShipments(day);
  const list = useMemo(
    () => (readings ? applyReadings(samples, readings) : [...samples]),
    [samples, readings],
  );
  // The shipment shown is the one the address names (a link, or the member's choice), else the first.
  const knownLink = samples.some((s) => s.id === linkedId) ? linkedId : null;
  const selectedId = knownLink ?? samples[0]?.id ?? '';
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
      store.send({
        type: 'notification.add',
        notification: {
          id: `critical-${key}-${at.getTime()}`,
          kind: 'sensor',
          at: at.toISOString(),
          key: 'sensorCritical',
          params: { shipment: shipment.id, sensor: kind },
          link: shipmentSensorLink(shipmentId),
          read: false,
        },
      });
    }
  }, [list, readings, store]);
  const summary = trackerSummary(list, blockchainEvents(day));
  const alerts = useMemo(() => deriveAlerts(list, resolvedIds), [list, resolvedIds]);
  const counts = alertCounts(list.length, alerts);
  const { routeOf, tilesOf, factsOf } = useShipmentText();

  // A shipment chosen is written to the address, as a link names one (so a link's mark moves with it).
  const selectOnMap = (id: string) => writeQuery({ tab: 'map', shipment: id });
  const onReadings = useCallback((values: readonly number[]) => setReadings(values), []);

  return (
    <Page gap={6}>
      <SummarySection summary={summary} />
      <Tabs value={tab} onValueChange={openTab} dir={dir}>
        <TabList aria-label={t('tabs.label')}>
          {iotTabs.map((id) => (
            <Tab key={id} value={id} href={tabAddress(id)}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="overview">
          <OverviewSection list={list} onShowOnMap={selectOnMap} linkedId={knownLink} />
        </TabPanel>
        <TabPanel value="map">
          {tab === 'map' && liveMap ? (
            <liveMap.LiveMapPanel
              shipments={list}
              selectedId={selectedId}
              onSelect={setLinkedId}
              onReadings={onReadings}
              tilesOf={tilesOf}
              factsOf={factsOf}
              routeOf={routeOf}
              linkedId={knownLink}
            />
          ) : tab === 'map' ? (
            <p css={styles.loading} role="status">
              {t('map.loading')}
            </p>
          ) : null}
        </TabPanel>
        <TabPanel value="sensors">
          <SensorsSection list={list} />
        </TabPanel>
        <TabPanel value="alerts">
          <AlertsSection
            alerts={alerts}
            counts={counts}
            onResolve={(id) => setResolvedIds((current) => new Set([...current, id]))}
          />
        </TabPanel>
        <TabPanel value="blockchain">
          <BlockchainSection list={list} />
        </TabPanel>
      </Tabs>
    </Page>
  );
}

const styles = {
  loading: (theme: Theme) => ({ minBlockSize: 320, color: theme.colors.textMuted }),
};
