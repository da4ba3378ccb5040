import type { Theme } from '@emotion/react';
import { SensorTiles } from '../../components/iotLogistics/SensorTiles';
import { Badge } from '../../components/primitives/Badge';
import { Card, CardHeader } from '../../components/primitives/Card';
import { TrackingNumber } from '../../components/iotLogistics/TrackingNumber';
import { statusTones, type Shipment } from '../../data/iotLogistics';
import { useScreenText } from '../../platform/screenText';
import { useShipmentText } from './useShipmentText';

/** The Sensors tab: a card of sensor tiles per shipment, titled with its one id, its tracking number beside. */
export function SensorsSection({ list }: { list: readonly Shipment[] }) {
  const { t } = useScreenText('iotLogistics');
  const { routeOf, tilesOf } = useShipmentText();
  return (
    <div css={styles.sensorGrid}>
      {list.map((s) => (
        <Card key={s.id} data-shipment={s.id}>
          <CardHeader
            title={s.id}
            level={2}
            description={routeOf(s)}
            actions={<Badge tone={statusTones[s.status]}>{t(`status.${s.status}`)}</Badge>}
          />
          <TrackingNumber label={t('overview.tracking')} trackingNumber={s.trackingNumber} />
          <SensorTiles label={t('sensors.tilesLabel', { id: s.id })} tiles={tilesOf(s)} />
        </Card>
      ))}
    </div>
  );
}

const styles = {
  sensorGrid: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(4),
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 420px), 1fr))',
  }),
};
