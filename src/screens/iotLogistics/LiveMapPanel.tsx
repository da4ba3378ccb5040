/**
 * The Live Map tab: the world map (loaded when the tab first opens), the shipments to choose from and
 * the chosen one's details. While this tab is open the `sensorFeed` actor moves the readings every
 * 3 seconds; it is created here, so it stops when the member leaves the tab or the screen.
 */
import type { Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { ShipmentMap } from '../../components/iotLogistics/ShipmentMap';
import { Badge } from '../../components/primitives/Badge';
import { Button } from '../../components/primitives/Button';
import { Card, CardHeader } from '../../components/primitives/Card';
import { DetailGrid, type DetailRow } from '../../components/primitives/DetailGrid';
import { Icon } from '../../components/primitives/Icon';
import { LinkedItemStatus, useRevealLinked } from '../../components/primitives/LinkedItem';
import { SelectableItem, SelectableList } from '../../components/primitives/SelectableList';
import { TrackingNumber } from '../../components/iotLogistics/TrackingNumber';
import { readingChannels } from '../../data/iotLiveFeed';
import { statusTones, type Shipment } from '../../data/iotLogistics';
import { formatCount } from '../../i18n/format';
import {
  selectIsLive,
  selectTickCount,
  selectValues,
  sensorFeedMachine,
} from '../../machines/sensorFeed.machine';
import { useScreenText } from '../../platform/screenText';
import { appRandom, useAppActorRef } from '../../platform/actors';
import { useDeferredModule } from '../../platform/deferredModule';
import type { SensorTileView } from '../../components/iotLogistics/SensorTiles';
import { SensorTiles } from '../../components/iotLogistics/SensorTiles';
import { Columns, Stack } from '../../components/primitives/ScreenLayout';
import { plainList } from '../../components/primitives/plainList';

const loadWorldMap = () => import('./worldMap');

export interface LiveMapPanelProps {
  /** The shipments as last read (the feed starts from these). */
  shipments: readonly Shipment[];
  selectedId: string;
  onSelect: (id: string) => void;
  /** The feed's readings, in `readingChannels` order, after each tick. */
  onReadings: (values: readonly number[]) => void;
  /** Tiles and facts of a shipment, made by the screen (one translation of every reading). */
  tilesOf: (shipment: Shipment) => SensorTileView[];
  factsOf: (shipment: Shipment) => DetailRow[];
  routeOf: (shipment: Shipment) => string;
  /** The shipment a link opened (`?tab=map&shipment=`): marked current, scrolled into view, announced. */
  linkedId?: string | null;
}

export function LiveMapPanel({
  shipments,
  selectedId,
  onSelect,
  onReadings,
  tilesOf,
  factsOf,
  routeOf,
  linkedId = null,
}: LiveMapPanelProps) {
  const { t, language } = useScreenText('iotLogistics');
  const linkedRef = useRevealLinked<HTMLLIElement>(linkedId);
  // The opening readings are read once, when the tab opens.
  const feed = useAppActorRef(sensorFeedMachine, {
    input: { channels: readingChannels(shipments), random: appRandom },
  });
  const values = useSelector(feed, selectValues);
  const ticks = useSelector(feed, selectTickCount);
  const live = useSelector(feed, selectIsLive);
  useEffect(() => {
    if (ticks > 0) onReadings(values);
  }, [ticks, values, onReadings]);

  const geo = useDeferredModule(loadWorldMap, true);
  const map = geo?.worldMap ?? null;
  const selected = shipments.find((s) => s.id === selectedId) ?? shipments[0];

  return (
    <Columns ratio="3:2" gap={4} data-state={live ? 'live' : 'paused'}>
      <Card>
        <CardHeader
          title={t('map.heading')}
          description={live ? t('map.live') : t('map.paused')}
          actions={
            <Button
              type="button"
              variant="secondary"
              compact
              onClick={() => feed.send({ type: live ? 'user.pause' : 'user.resume' })}
            >
              <Icon name={live ? 'pause' : 'play'} size={16} />
              {live ? t('map.pause') : t('map.resume')}
            </Button>
          }
        />
        <ShipmentMap
          label={t('map.label', { count: shipments.length })}
          width={geo?.mapWidth ?? 960}
          height={geo?.mapHeight ?? 500}
          land={map?.land ?? null}
          loadingText={t('map.loading')}
          routes={
            map
              ? shipments.map((s) => ({
                  id: s.id,
                  d: map.line(s.originAt, s.destinationAt),
                  tone: statusTones[s.status],
                  selected: s.id === selected?.id,
                }))
              : []
          }
          markers={
            map
              ? shipments.flatMap((s) => {
                  const at = map.project([s.currentLocation.lng, s.currentLocation.lat]);
                  return at
                    ? [
                        {
                          id: s.id,
                          x: at[0],
                          y: at[1],
                          tone: statusTones[s.status],
                          selected: s.id === selected?.id,
                        },
                      ]
                    : [];
                })
              : []
          }
          onSelect={onSelect}
        />
        <ul css={styles.legend} aria-label={t('map.legend')}>
          {(['pending', 'in-transit', 'delayed', 'delivered'] as const).map((status) => (
            <li key={status} css={styles.legendItem}>
              <span css={(theme: Theme) => styles.swatch(theme, statusTones[status])} />
              {t(`status.${status}`)}
            </li>
          ))}
        </ul>
        <p css={styles.muted} aria-live="polite">
          {t('map.updates', { count: ticks, formatted: formatCount(ticks, language) })}
        </p>
      </Card>
      <Stack gap={4}>
        <Card>
          <CardHeader title={t('map.shipments')} level={3} />
          <LinkedItemStatus text={linkedId ? t('common:linked.shipment', { id: linkedId }) : null} />
          <SelectableList aria-label={t('map.shipments')}>
            {shipments.map((s) => (
              <SelectableItem
                key={s.id}
                selected={s.id === selected?.id}
                onSelect={() => onSelect(s.id)}
                data={{ 'data-shipment': s.id }}
                current={s.id === linkedId}
                itemRef={s.id === linkedId ? linkedRef : undefined}
              >
                <span css={styles.itemTop}>
                  <strong css={styles.mono}>{s.id}</strong>
                  <Badge tone={statusTones[s.status]}>{t(`status.${s.status}`)}</Badge>
                </span>
                <TrackingNumber label={t('overview.tracking')} trackingNumber={s.trackingNumber} />
                <span css={styles.muted}>{routeOf(s)}</span>
              </SelectableItem>
            ))}
          </SelectableList>
        </Card>
        {selected ? (
          <Card data-shipment-detail={selected.id}>
            <CardHeader title={selected.id} level={3} description={routeOf(selected)} />
            <TrackingNumber label={t('overview.tracking')} trackingNumber={selected.trackingNumber} />
            <DetailGrid rows={factsOf(selected)} />
            <SensorTiles label={t('sensors.tilesLabel', { id: selected.id })} tiles={tilesOf(selected)} />
          </Card>
        ) : null}
      </Stack>
    </Columns>
  );
}

const styles = {
  legend: (theme: Theme) => ({
    ...plainList(theme, 3, 'row'),
    fontSize: theme.fontSizes.sm,
  }),
  legendItem: { display: 'inline-flex', alignItems: 'center', gap: 6 },
  swatch: (theme: Theme, tone: keyof Theme['roles']) => ({
    inlineSize: 12,
    blockSize: 12,
    borderRadius: '50%',
    background: theme.roles[tone].fill,
  }),
  itemTop: { display: 'flex', flexWrap: 'wrap' as const, justifyContent: 'space-between', gap: 8 },
  mono: (theme: Theme) => ({ fontFamily: theme.fonts.mono, fontSize: theme.fontSizes.sm }),
  muted: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
};
