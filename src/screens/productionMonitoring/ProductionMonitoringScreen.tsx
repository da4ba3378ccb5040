import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { OrderDetail } from '../../components/productionMonitoring/OrderDetail';
import { OrderList } from '../../components/productionMonitoring/OrderList';
import { QualityMetrics } from '../../components/productionMonitoring/QualityMetrics';
import { SensorTiles } from '../../components/productionMonitoring/SensorTiles';
import { Columns, Page } from '../../components/primitives/ScreenLayout';
import {
  classifySensorReading,
  meetsTarget,
  orderStatusTone,
  orderSummaryCsv,
  productionOrders,
  productionSensors,
  progressPercent,
  qualityMetrics,
  sensorChannels,
  sensorDecimals,
  sensorStatusTone,
  sensorUnits,
  withReadings,
} from '../../data/productionMonitoring';
import { reportOfBatch } from '../../data/qualityControl';
import { routePaths } from '../../data/routes';
import { shipmentOfBatch, shipmentPath, trackedShipmentOfBatch } from '../../data/shipments';
import { formatCount, formatDate, formatNumber, formatPercent } from '../../i18n/format';
import { companyName } from '../../platform/companyName';
import { useScreenText } from '../../platform/screenText';
import { idOf, useUrlParams, useUrlState } from '../../platform/urlState';
import {
  SENSOR_FEED_INTERVAL_MS,
  selectIsLive,
  selectValues,
  sensorFeedMachine,
} from '../../machines/sensorFeed.machine';
import { appRandom, useAppActorRef } from '../../platform/actors';
import { exportCsv } from '../../platform/csvExport';
import { useToast } from '../../platform/shellContext';
import { commodityName } from '../../platform/commodityName';
import { useWorldDay } from '../../platform/worldDay';
import { itemOrFirst } from '../../data/itemOrFirst';

/** A reading with a fixed number of decimals in the language's style (Latin digits in Arabic). */
function formatReading(value: number, decimals: number, language: string): string {
  return formatNumber(value, language, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
}

/**
 * Production monitoring: the production
 * orders with a selectable detail (first selected by default; the choice is in the URL as `?order=`,
 * an unknown value falls back to the first), live IoT sensor tiles fed by the sensor feed machine
 * (every 3 s; Pause stops it; the actor stops when the screen unmounts) and the quality metrics
 * against their targets.
 */
export default function ProductionMonitoringScreen() {
  const { t, language } = useScreenText('productionMonitoring');
  const day = useWorldDay();
  const toast = useToast();
  const orders = productionOrders(day);
  const [selectedId] = useUrlState('order', idOf(orders));
  // A link to a shipment (`?shipment=`) opens the order whose batch it carries, marked and announced.
  const [params, writeParams] = useUrlParams();
  const linkedShipment = params.get('order') === null ? params.get('shipment') : null;
  const linked = linkedShipment
    ? orders.find((order) => shipmentOfBatch(order.batch, day)?.id === linkedShipment)
    : undefined;
  const selected = linked ?? itemOrFirst(selectedId, orders);
  const select = (id: string) => writeParams({ order: id, shipment: null });
  const report = selected ? reportOfBatch(selected.batch, day) : undefined;
  // The batch's shipment opens where it is tracked live, the IoT tracker, as its row's label says.
  const shipment = selected ? trackedShipmentOfBatch(selected.batch, day) : undefined;

  const feed = useAppActorRef(sensorFeedMachine, {
    input: { channels: sensorChannels(productionSensors), random: appRandom },
  });
  const values = useSelector(feed, selectValues);
  const live = useSelector(feed, selectIsLive);
  const sensors = useMemo(() => withReadings(productionSensors, values), [values]);

  const date = (iso: string) =>
    formatDate(`${iso}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });
  const percent = (value: number) => formatPercent(value, language, 0);

  const download = (id: string) => {
    const order = orders.find((candidate) => candidate.id === id);
    if (!order) return;
    const name = `${order.id}-summary.csv`;
    const saved = t('detail.downloaded', { name });
    void exportCsv(
      { name, table: orderSummaryCsv(order), saved, failed: t('detail.downloadFailed', { name }) },
      toast,
    );
  };

  return (
    <Page>
      <Columns ratio="2:3">
        <OrderList
          heading={t('orders.heading')}
          listLabel={t('orders.listLabel')}
          progressLabel={t('detail.progress')}
          orders={orders.map((order) => ({
            id: order.id,
            product: commodityName(t, order.product),
            supplier: companyName(t, order.supplier),
            statusLabel: t(`status.${order.status}`),
            statusTone: orderStatusTone(order.status),
            progress: progressPercent(order.progress),
            progressText: percent(progressPercent(order.progress)),
            selected: order.id === selected?.id,
          }))}
          empty={{ title: t('orders.emptyTitle'), body: t('orders.emptyBody') }}
          onSelect={select}
          linkedId={linked?.id ?? null}
          linkedText={linked && linkedShipment ? t('common:linked.shipment', { id: linkedShipment }) : null}
        />
        {selected ? (
          <OrderDetail
            order={{
              id: selected.id,
              product: commodityName(t, selected.product),
              supplier: companyName(t, selected.supplier),
              quantity: t(`quantity.${selected.quantity.unit}`, {
                value: formatCount(selected.quantity.amount, language),
              }),
              statusLabel: t(`status.${selected.status}`),
              statusTone: orderStatusTone(selected.status),
              progress: progressPercent(selected.progress),
              progressText: percent(progressPercent(selected.progress)),
              startDate: date(selected.startDate),
              expectedCompletion: date(selected.expectedCompletion),
              qualityScore: percent(selected.qualityScore),
              qualityReport: report
                ? {
                    text: report.id,
                    to: `${routePaths.qualityControl}?report=${encodeURIComponent(report.id)}`,
                  }
                : undefined,
              shipment: shipment ? { text: shipment.id, to: shipmentPath('iot', shipment.id) } : undefined,
            }}
            labels={{
              eyebrow: t('detail.eyebrow'),
              id: t('detail.id'),
              supplier: t('detail.supplier'),
              quantity: t('detail.quantity'),
              status: t('detail.status'),
              progress: t('detail.progress'),
              startDate: t('detail.startDate'),
              expectedCompletion: t('detail.expectedCompletion'),
              qualityScore: t('detail.qualityScore'),
              qualityReport: t('detail.qualityReport'),
              shipment: t('detail.shipment'),
              download: t('detail.download'),
            }}
            onDownload={download}
          />
        ) : null}
      </Columns>
      <Columns ratio="3:2">
        <SensorTiles
          heading={t('sensors.heading')}
          listLabel={t('sensors.listLabel')}
          tiles={sensors.map((sensor) => {
            const status = classifySensorReading(sensor.kind, sensor.value);
            return {
              id: sensor.id,
              kind: t(`sensors.kinds.${sensor.kind}`),
              location: t(`locations.${sensor.location}`),
              valueText: t(`units.${sensorUnits[sensor.kind]}`, {
                value: formatReading(sensor.value, sensorDecimals[sensor.kind], language),
              }),
              status,
              statusLabel: t(`sensors.status.${status}`),
              statusTone: sensorStatusTone(status),
            };
          })}
          live={live}
          liveText={
            live
              ? t('sensors.live', { seconds: formatCount(SENSOR_FEED_INTERVAL_MS / 1000, language) })
              : t('sensors.paused')
          }
          labels={{ pause: t('sensors.pause'), resume: t('sensors.resume') }}
          empty={{ title: t('sensors.emptyTitle'), body: t('sensors.emptyBody') }}
          onPause={() => feed.send({ type: 'user.pause' })}
          onResume={() => feed.send({ type: 'user.resume' })}
        />
        <QualityMetrics
          heading={t('metrics.heading')}
          description={t('metrics.description')}
          listLabel={t('metrics.listLabel')}
          metrics={qualityMetrics.map((metric) => {
            const met = meetsTarget(metric.value, metric.target);
            return {
              id: metric.code,
              name: t(`metrics.names.${metric.code}`),
              value: progressPercent(metric.value),
              valueText: formatPercent(metric.value, language, 1),
              target: progressPercent(metric.target),
              targetText: t('metrics.target', { target: formatPercent(metric.target, language, 1) }),
              met,
              statusLabel: met ? t('metrics.onTarget') : t('metrics.belowTarget'),
            };
          })}
          empty={{ title: t('metrics.emptyTitle'), body: t('metrics.emptyBody') }}
        />
      </Columns>
    </Page>
  );
}
