import { levelTones } from '../../components/iotLogistics/SensorTiles';
import { ShipmentOverviewList } from '../../components/iotLogistics/ShipmentOverviewList';
import { isFlagged, shipmentReadings, statusTones, type Shipment } from '../../data/iotLogistics';
import { classifySensor } from '../../data/sensorThresholds';
import { useScreenText } from '../../platform/screenText';
import { useShipmentText } from './useShipmentText';

/** The Overview tab: every shipment with its facts, readings, the overview flag and Show on map. */
export function OverviewSection({
  list,
  onShowOnMap,
  linkedId,
}: {
  list: readonly Shipment[];
  onShowOnMap: (id: string) => void;
  /** The shipment a link opened (`?shipment=`), marked and announced; null when none. */
  linkedId: string | null;
}) {
  const { t } = useScreenText('iotLogistics');
  const { readingText, routeOf, factsOf } = useShipmentText();
  return (
    <ShipmentOverviewList
      emptyTitle={t('overview.empty')}
      showOnMap={t('overview.showOnMap')}
      onShowOnMap={onShowOnMap}
      trackingLabel={t('overview.tracking')}
      linkedId={linkedId}
      linkedText={linkedId ? t('common:linked.shipment', { id: linkedId }) : null}
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
        showOnMapName: t('overview.showOnMapName', { id: s.id }),
      }))}
    />
  );
}
