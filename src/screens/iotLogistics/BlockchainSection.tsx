import { useMemo } from 'react';
import { BlockchainEventList } from '../../components/iotLogistics/BlockchainEventList';
import { Card, CardHeader } from '../../components/primitives/Card';
import { blockchainEvents, eventsInTimeOrder, type BlockchainEvent } from '../../data/iotBlockchain';
import type { Shipment } from '../../data/iotLogistics';
import { formatCount } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { useShipmentText } from './useShipmentText';
import { useWorldDay } from '../../platform/worldDay';

/** The Blockchain tab: the recorded events in time order, each with its shipment, block and payload. */
export function BlockchainSection({ list }: { list: readonly Shipment[] }) {
  const { t, language } = useScreenText('iotLogistics');
  const day = useWorldDay();
  const { when, readingText } = useShipmentText();
  const events = useMemo(() => eventsInTimeOrder(blockchainEvents(day)), [day]);
  const trackingOf = (id: string) => list.find((s) => s.id === id)?.trackingNumber ?? id;

  const eventData = (event: BlockchainEvent) => [
    { label: t('blockchain.hash'), value: event.data.hash },
    ...(event.data.place ? [{ label: t('blockchain.place'), value: t(`places.${event.data.place}`) }] : []),
    ...(event.data.temperature !== undefined
      ? [{ label: t('sensors.kinds.temperature'), value: readingText('temperature', event.data.temperature) }]
      : []),
  ];

  return (
    <Card>
      <CardHeader title={t('blockchain.heading')} description={t('blockchain.description')} />
      <BlockchainEventList
        labels={{
          list: t('blockchain.list'),
          shipment: t('blockchain.shipment'),
          tracking: t('overview.tracking'),
          block: t('blockchain.block'),
          empty: t('blockchain.empty'),
        }}
        events={events.map((event) => ({
          id: event.id,
          typeLabel: t(`blockchain.types.${event.type}`),
          shipmentId: event.shipmentId,
          trackingNumber: trackingOf(event.shipmentId),
          block: `#${formatCount(event.blockNumber, language)}`,
          time: when(event.timestamp),
          dateTime: event.timestamp,
          data: eventData(event),
        }))}
      />
    </Card>
  );
}
