import { Global } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { ShipmentList } from '../../components/shipments/ShipmentList';
import { Columns, Page } from '../../components/primitives/ScreenLayout';
import {
  customsShipments,
  customsStatusTone,
  resolveCustomsShipment,
  type CustomsShipment,
} from '../../data/customsClearance';
import { formatSdr } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { text, useUrlState, type UrlParam } from '../../platform/urlState';
import { selectShipmentChildren } from '../../machines/customsClearance.machine';
import { useCustomsClearanceActor } from './customsActor';
import { DeclarationSection } from './DeclarationSection';
import { commodityName } from '../../platform/commodityName';
import { liveWorldDay, useWorldDay } from '../../platform/worldDay';

// The account's sample ledger, built before the first render (src/app/routes.tsx).
export { prepareSampleLedger as prepare } from '../../platform/memberStore';

/**
 * Customs clearance: the shipments, each led by its one id with its declaration's id beside it, with a
 * selectable detail (first by default, `?shipment=` in the URL),
 * the tariff of the shipment's HS code with the estimated total tax (0.223 x declared value), the
 * declaration's documents with Upload Document (checked by the shared upload rules, simulated by the
 * fileUpload machine; an accepted file joins as pending), Submit Declaration (customsDeclaration machine;
 * only when every required document is approved), Pay Duties (a confirmation dialog with the amount),
 * Track Status (a timeline dialog) and Print (the print view below is all that prints).
 */
// A declaration is found by the one id of the shipment it clears (links from the other screens) or by
// its own id (the shell's notifications); the address names it by its shipment's one id.
// Ids do not move with the calendar: any day's list finds the same declaration.
const shipmentParam: UrlParam<string> = {
  parse: (raw) => resolveCustomsShipment(raw, customsShipments(liveWorldDay()))?.id ?? '',
  format: (id) =>
    id ? (resolveCustomsShipment(id, customsShipments(liveWorldDay()))?.shipmentId ?? id) : null,
};

export default function CustomsClearanceScreen() {
  const day = useWorldDay();
  const { t, language } = useScreenText('customsClearance');
  const [selectedId, select] = useUrlState('shipment', shipmentParam);
  const selected = resolveCustomsShipment(selectedId, customsShipments(day));
  // The declaration the address names (a link, or the member's pick): marked and announced.
  const [named] = useUrlState('shipment', text);
  const linkedId = named && selected ? selected.id : null;
  // One actor for the screen: a declaration and an upload per shipment, spawned when it starts.
  const customs = useCustomsClearanceActor();
  const children = useSelector(customs, selectShipmentChildren(selected?.id ?? ''));

  const place = (code: string) => t(`places.${code}`);
  const route = (shipment: CustomsShipment) =>
    t('route', { origin: place(shipment.origin), destination: place(shipment.destination) });

  return (
    <Page data-customs-screen="">
      <Global styles={printStyles} />
      <Columns ratio="2:3" css={styles.printWide}>
        <ShipmentList
          headingId="customs-list-heading"
          heading={t('list.heading')}
          listLabel={t('list.listLabel')}
          shipments={customsShipments(day).map((shipment) => ({
            id: shipment.id,
            shipmentId: shipment.shipmentId,
            title: commodityName(t, shipment.product),
            statusLabel: t(`status.${shipment.status}`),
            statusTone: customsStatusTone(shipment.status),
            facts: [route(shipment), formatSdr(shipment.value, language)],
            selected: shipment.id === selected?.id,
          }))}
          empty={{ title: t('list.emptyTitle'), body: t('list.emptyBody') }}
          onSelect={select}
          linkedId={linkedId}
          linkedText={selected && linkedId ? t('common:linked.shipment', { id: selected.shipmentId }) : null}
        />
        {selected && children ? (
          <DeclarationSection
            key={selected.id}
            shipment={selected}
            clearance={customs}
            declaration={children.declaration}
            uploader={children.upload}
            routeText={route(selected)}
          />
        ) : null}
      </Columns>
    </Page>
  );
}

/** In print only the declaration shows: the app chrome and the interactive panels are hidden. */
const printStyles = {
  '@media print': {
    'header, footer, nav, [role="region"][aria-label^="Notifications"], a[href="#main"]': {
      display: 'none !important',
    },
    '[data-customs-screen] section, [data-customs-screen] [role="dialog"]': { display: 'none !important' },
    '[data-customs-screen], [data-customs-screen] *': { boxShadow: 'none !important' },
  },
};

const styles = {
  // The list is hidden in print: the declaration takes the whole width of the sheet.
  printWide: { '@media print': { gridTemplateColumns: 'minmax(0, 1fr)' } },
};
