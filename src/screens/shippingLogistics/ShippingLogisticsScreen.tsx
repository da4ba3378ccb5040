import { useSelector } from '@xstate/react';
import { FreightShipmentDetail } from '../../components/shippingLogistics/FreightShipmentDetail';
import { ShipmentList } from '../../components/shipments/ShipmentList';
import { LiveTrackingBox } from '../../components/shippingLogistics/LiveTrackingBox';
import { PartnerList } from '../../components/shippingLogistics/PartnerList';
import { TransportComparison } from '../../components/shippingLogistics/TransportComparison';
import {
  freightShipments,
  freightStatusTone,
  logisticsPartners,
  suitableMode,
  trackingLocation,
  transportOptions,
  type FreightShipment,
} from '../../data/shippingLogistics';
import { formatCount, formatDate, formatNumber, formatPercent, formatUsd } from '../../i18n/format';
import { companyName } from '../../platform/companyName';
import { useScreenText } from '../../platform/screenText';
import { worldMoment } from '../../data/sampleWorld';
import { useWorldDay } from '../../platform/worldDay';
import { shipmentLinks } from '../../data/shipments';
import { ItemLink } from '../../components/primitives/ItemLink';
import { Columns, Page, Stack } from '../../components/primitives/ScreenLayout';
import { idOf, text, useUrlState } from '../../platform/urlState';
import {
  selectLiveProgress,
  selectTrackingProgress,
  selectTrackingStatus,
  shipmentTrackingMachine,
} from '../../machines/shipmentTracking.machine';
import { useAppActorRef, useSendOnChange } from '../../platform/actors';
import { commodityName } from '../../platform/commodityName';
import { itemOrFirst } from '../../data/itemOrFirst';

/**
 * Shipping & logistics: the freight shipments with
 * a selectable detail (first by default; `?shipment=` in the URL, unknown values fall back), the
 * simulated live tracking of the selected shipment (shipmentTracking machine: origin port under 50%,
 * then en route), the transport comparison highlighting the mode that suits the selected cargo, and the
 * verified partners.
 */
/** What the tracking box follows for a shipment: its voyage, from now. */
const voyage = (shipment: FreightShipment | undefined, today: string) => ({
  departedAt: shipment ? Date.parse(shipment.departed) : 0,
  arrivesAt: shipment ? Date.parse(shipment.arrives) : 0,
  now: worldMoment(today),
});

export default function ShippingLogisticsScreen() {
  const { t, language } = useScreenText('shippingLogistics');
  const today = useWorldDay();
  const shipments = freightShipments(today);
  const [shipmentId, select] = useUrlState('shipment', idOf(shipments));
  const selected = itemOrFirst(shipmentId, shipments);
  // The shipment the address names (a link, or the member's pick): marked and announced.
  const [named] = useUrlState('shipment', text);
  const linkedId = named && selected ? selected.id : null;
  const tracker = useAppActorRef(shipmentTrackingMachine, { input: voyage(selected, today) });
  const trackingStatus = useSelector(tracker, selectTrackingStatus);
  const trackedProgress = useSelector(tracker, selectTrackingProgress);
  const liveProgress = useSelector(tracker, selectLiveProgress);
  const replaying = trackingStatus === 'replaying' || trackingStatus === 'paused';

  // A newly selected shipment is tracked live from now.
  useSendOnChange(tracker, { type: 'user.track', ...voyage(selected, today) });

  // The other screens that show the selected shipment, each a link opening it selected there.
  const elsewhere = selected ? shipmentLinks(selected.id, 'shipping', today) : [];

  const port = (code: string) => t(`ports.${code}`);
  const route = (origin: string, destination: string) =>
    t('route', { origin: port(origin), destination: port(destination) });
  const percent = (value: number) => formatPercent(value, language, 0);
  const tons = (value: number) => t('detail.tons', { count: value, tons: formatCount(value, language) });
  const suitable = selected ? suitableMode(selected.cargo.tons) : null;
  const day = (iso: string) =>
    formatDate(`${iso}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });

  return (
    <Page>
      <Columns ratio="2:3">
        <ShipmentList
          headingId="shipping-list-heading"
          heading={t('list.heading')}
          listLabel={t('list.listLabel')}
          shipments={shipments.map((shipment) => ({
            id: shipment.id,
            title: route(shipment.origin, shipment.destination),
            statusLabel: t(`status.${shipment.status}`),
            statusTone: freightStatusTone(shipment.status),
            facts: [
              t('list.summary', {
                mode: t(`modes.${shipment.mode}`),
                cargo: commodityName(t, shipment.cargo.code),
              }),
              t('list.progress', {
                percent: percent(shipment.id === selected?.id ? liveProgress : shipment.progress),
              }),
            ],
            selected: shipment.id === selected?.id,
          }))}
          empty={{ title: t('list.emptyTitle'), body: t('list.emptyBody') }}
          onSelect={select}
          linkedId={linkedId}
          linkedText={linkedId ? t('common:linked.shipment', { id: linkedId }) : null}
        />
        {selected ? (
          <Stack>
            <FreightShipmentDetail
              heading={t('detail.heading', { id: selected.id })}
              statusLabel={t(`status.${selected.status}`)}
              statusTone={freightStatusTone(selected.status)}
              rows={[
                { id: 'origin', label: t('detail.origin'), value: port(selected.origin) },
                { id: 'destination', label: t('detail.destination'), value: port(selected.destination) },
                { id: 'mode', label: t('detail.mode'), value: t(`modes.${selected.mode}`) },
                { id: 'cargo', label: t('detail.cargo'), value: commodityName(t, selected.cargo.code) },
                { id: 'weight', label: t('detail.weight'), value: tons(selected.cargo.tons) },
                { id: 'eta', label: t('detail.eta'), value: day(selected.eta) },
                ...elsewhere.map((link) => ({
                  id: `elsewhere-${link.screen}`,
                  label: t(`detail.elsewhere.${link.screen}`),
                  value: <ItemLink to={link.to}>{selected.id}</ItemLink>,
                })),
              ]}
              progressLabel={t('detail.progress')}
              progress={liveProgress}
              progressText={percent(liveProgress)}
            />
            <LiveTrackingBox
              heading={t('tracking.heading')}
              description={t(replaying ? 'tracking.replayDescription' : 'tracking.description', {
                id: selected.id,
                status: t(`status.${selected.status}`),
                percent: percent(liveProgress),
                eta: day(selected.eta),
              })}
              status={trackingStatus}
              statusLabel={t(`tracking.status.${trackingStatus}`)}
              locationLabel={t('tracking.location')}
              location={
                trackingLocation(trackedProgress) === 'originPort'
                  ? t('tracking.originPort', { port: port(selected.origin) })
                  : t('tracking.enRoute', { destination: port(selected.destination) })
              }
              shipmentStatusLabel={t(`status.${selected.status}`)}
              shipmentStatusTone={freightStatusTone(selected.status)}
              progressLabel={t(replaying ? 'tracking.replayProgress' : 'tracking.progress')}
              progress={trackedProgress}
              progressText={percent(trackedProgress)}
              replayLabel={t('tracking.replay')}
              pauseLabel={t('tracking.pause')}
              resumeLabel={t('tracking.resume')}
              liveLabel={t('tracking.live')}
              onReplay={() => tracker.send({ type: 'user.replay' })}
              onPause={() => tracker.send({ type: 'user.pause' })}
              onResume={() => tracker.send({ type: 'user.resume' })}
              onLive={() => tracker.send({ type: 'user.live' })}
            />
          </Stack>
        ) : null}
      </Columns>
      <TransportComparison
        heading={t('comparison.heading')}
        description={
          selected && suitable
            ? t('comparison.description', {
                tons: tons(selected.cargo.tons),
                cargo: commodityName(t, selected.cargo.code),
                id: selected.id,
                mode: t(`modes.${suitable}`),
              })
            : t('comparison.noCargo', { id: selected?.id ?? '' })
        }
        options={transportOptions.map((option) => ({
          mode: option.mode,
          label: t(`modes.${option.mode}`),
          // US dollars as the language writes them (Arabic CLDR says "US$", which flips around in
          // right-to-left text).
          cost: formatUsd(option.cost, language),
          time: t('comparison.days', {
            count: option.days[1],
            from: formatCount(option.days[0], language),
            to: formatCount(option.days[1], language),
          }),
          capacity: t(option.capacityOpenEnded ? 'comparison.tonsOpen' : 'comparison.tons', {
            count: option.capacityTons,
            tons: formatCount(option.capacityTons, language),
          }),
          suitable: option.mode === suitable,
        }))}
        labels={{
          cost: t('comparison.cost'),
          time: t('comparison.time'),
          capacity: t('comparison.capacity'),
          suitable: t('comparison.suitable'),
        }}
      />
      <PartnerList
        heading={t('partners.heading')}
        caption={t('partners.caption')}
        partners={logisticsPartners.map((partner) => {
          const rating = formatNumber(partner.rating, language, {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          });
          return {
            id: partner.id,
            name: companyName(t, partner.id),
            type: t(`partners.types.${partner.type}`),
            rating: t('partners.ratingValue', { rating }),
            ratingLabel: t('partners.ratingLabel', { rating }),
            routes: formatCount(partner.routes, language),
          };
        })}
        labels={{
          type: t('partners.type'),
          rating: t('partners.rating'),
          routes: t('partners.routes'),
        }}
        empty={{ title: t('partners.emptyTitle'), body: t('partners.emptyBody') }}
      />
    </Page>
  );
}
