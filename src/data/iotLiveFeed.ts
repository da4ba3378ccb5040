/** IoT logistics live feed: the mapping of the shipments' readings to feed channels and back. */
import { shipmentReadings, type Shipment } from './iotLogistics';
import type { SensorKind } from './sensorThresholds';

/** A live-feed channel (the shape of the sensor feed machine's input channels). */
export interface ReadingChannel {
  value: number;
  step: number;
  min: number;
  max: number;
}

/** How far a reading may move on one tick, and its physical range. */
const channelSpecs: Readonly<Record<SensorKind, Omit<ReadingChannel, 'value'>>> = {
  temperature: { step: 0.5, min: -30, max: 50 },
  humidity: { step: 1, min: 0, max: 100 },
  vibration: { step: 0.1, min: 0, max: 5 },
  battery: { step: 0.2, min: 0, max: 100 },
};

/** Four channels per shipment (temperature, humidity, vibration, battery), shipment by shipment. */
export function readingChannels(list: readonly Shipment[]): ReadingChannel[] {
  return list.flatMap((shipment) =>
    shipmentReadings(shipment).map(({ kind, value }) => ({ value, ...channelSpecs[kind] })),
  );
}

/** The shipments with the feed's values put back (values in `readingChannels` order; missing ones keep the reading). */
export function applyReadings(list: readonly Shipment[], values: readonly number[]): Shipment[] {
  return list.map((shipment, index) => {
    const at = (offset: number, fallback: number) => values[index * 4 + offset] ?? fallback;
    return {
      ...shipment,
      temperature: at(0, shipment.temperature),
      humidity: at(1, shipment.humidity),
      vibration: at(2, shipment.vibration),
      batteryLevel: at(3, shipment.batteryLevel),
    };
  });
}
