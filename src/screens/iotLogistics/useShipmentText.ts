import { createElement, Fragment } from 'react';
import type { SensorTileView } from '../../components/iotLogistics/SensorTiles';
import { ItemLink } from '../../components/primitives/ItemLink';
import type { DetailRow } from '../../components/primitives/DetailGrid';
import { shipmentLinks } from '../../data/shipments';
import { shipmentReadings, type Shipment } from '../../data/iotLogistics';
import { classifySensor, sensorProgress, sensorUnits, type SensorKind } from '../../data/sensorThresholds';
import { formatDate, formatNumber, isolateLtr } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { commodityName } from '../../platform/commodityName';
import { useWorldDay } from '../../platform/worldDay';

const numberOf = (value: number, language: string, digits: number) =>
  formatNumber(value, language, { minimumFractionDigits: 0, maximumFractionDigits: digits });

const digitsOf: Readonly<Record<SensorKind, number>> = {
  temperature: 1,
  humidity: 0,
  vibration: 2,
  battery: 0,
};

/** One translation of every time, reading, route, tile and fact of a shipment, shared by the tabs. */
export function useShipmentText() {
  const { t, language } = useScreenText('iotLogistics');
  const day = useWorldDay();
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
  // The other screens that show the shipment, each a link opening it selected there.
  const elsewhere = (id: string) => {
    const links = shipmentLinks(id, 'iot', day);
    if (!links.length) return [];
    const value = createElement(
      Fragment,
      null,
      ...links.flatMap((link, index) => [
        index > 0 ? ' · ' : null,
        createElement(ItemLink, {
          key: link.screen,
          to: link.to,
          children: t(`facts.screens.${link.screen}`),
        }),
      ]),
    );
    return [{ id: 'elsewhere', label: t('facts.elsewhere'), value }];
  };
  const factsOf = (s: Shipment): DetailRow[] => [
    { id: 'location', label: t('facts.location'), value: t(`places.${s.currentLocation.address}`) },
    { id: 'cargo', label: t('facts.cargo'), value: commodityName(t, s.cargo) },
    { id: 'eta', label: t('facts.eta'), value: when(s.estimatedArrival) },
    { id: 'lastUpdate', label: t('facts.lastUpdate'), value: when(s.lastUpdate) },
    ...elsewhere(s.id),
  ];
  return { when, readingText, routeOf, tilesOf, factsOf };
}
