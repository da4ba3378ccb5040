import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SensorTiles, type SensorTileView } from '../../../src/components/iotLogistics/SensorTiles';
import { classifySensor, sensorProgress, type SensorKind } from '../../../src/data/sensorThresholds';

const names: Record<SensorKind, string> = {
  temperature: 'Temperature',
  humidity: 'Humidity',
  vibration: 'Vibration',
  battery: 'Battery',
};
const units: Record<SensorKind, string> = {
  temperature: ' °C',
  humidity: '%',
  vibration: ' g',
  battery: '%',
};
const levelNames = { normal: 'Normal', warning: 'Warning', critical: 'Critical' } as const;
const tile = (kind: SensorKind, value: number): SensorTileView => {
  const level = classifySensor(kind, value);
  return {
    kind,
    label: names[kind],
    valueText: `${value}${units[kind]}`,
    percent: sensorProgress(kind, value),
    level,
    levelLabel: levelNames[level],
  };
};

const meta = {
  title: 'Components/IotLogistics/SensorTiles',
  component: SensorTiles,
  args: {
    label: 'Sensors of SRT-2026-001847',
    tiles: [tile('temperature', 22.5), tile('humidity', 45), tile('vibration', 0.8), tile('battery', 87)],
  },
} satisfies Meta<typeof SensorTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every reading within limits: green tiles; the bars fill as `sensorProgress` says ((t+20)x2, x25). */
export const Normal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars).toHaveLength(4);
    await expect(bars[0]).toHaveAttribute('aria-valuenow', '85');
    await expect(bars[2]).toHaveAttribute('aria-valuenow', '20');
  },
};

export const Warning: Story = {
  args: {
    tiles: [tile('temperature', 28.3), tile('humidity', 72), tile('vibration', 1.4), tile('battery', 45)],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Warning')).toHaveLength(4);
  },
};

export const Critical: Story = {
  args: {
    tiles: [tile('temperature', 32.1), tile('humidity', 85), tile('vibration', 2.4), tile('battery', 15)],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Critical')).toHaveLength(4);
  },
};

/** Readings exactly on each bound stay at the better level (every bound is strict). */
export const OnTheBounds: Story = {
  args: { tiles: [tile('temperature', 30), tile('humidity', 20), tile('vibration', 2), tile('battery', 50)] },
};

export const Empty: Story = { args: { tiles: [] } };

export const LongText: Story = {
  args: {
    tiles: [
      { ...tile('temperature', -12.75), label: 'Temperature inside the refrigerated container, rear sensor' },
      { ...tile('battery', 3), levelLabel: 'Critical - replace the sensor battery at the next port' },
    ],
  },
};
