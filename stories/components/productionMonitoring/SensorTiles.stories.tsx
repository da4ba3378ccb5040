import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SensorTiles, type SensorTile } from '../../../src/components/productionMonitoring/SensorTiles';
import { sensorStatusTone } from '../../../src/data/productionMonitoring';

const statusNames: Record<string, string> = { normal: 'Normal', warning: 'Warning', critical: 'Critical' };
const tile = (id: string, kind: string, valueText: string, status: string, location: string): SensorTile => ({
  id,
  kind,
  location,
  valueText,
  status,
  statusLabel: statusNames[status] ?? status,
  statusTone: sensorStatusTone(status),
});

const meta = {
  title: 'Components/ProductionMonitoring/SensorTiles',
  component: SensorTiles,
  args: {
    heading: 'IoT Sensors',
    listLabel: 'Live sensor readings',
    tiles: [
      tile('SEN-001', 'Temperature', '23.5 °C', 'normal', 'Production line A'),
      tile('SEN-003', 'Vibration', '0.80 g', 'normal', 'CNC machine 3'),
      tile('SEN-005', 'Battery', '64%', 'normal', 'Forklift AGV-7'),
    ],
    live: true,
    liveText: 'Live: updates every 3 s',
    labels: { pause: 'Pause updates', resume: 'Resume updates' },
    empty: { title: 'No sensors connected', body: 'Sensors on the production lines will appear here.' },
    onPause: fn(),
    onResume: fn(),
  },
} satisfies Meta<typeof SensorTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every reading within limits: green tiles, live, with a Pause button. */
export const Normal: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('three green tiles with a written status', async () => {
      const tiles = canvas.getAllByRole('listitem');
      await expect(tiles).toHaveLength(3);
      for (const item of tiles) await expect(item).toHaveAttribute('data-status', 'normal');
      await expect(canvas.getAllByText('Normal')[0]).toHaveAttribute('data-tone', 'success');
    });
    await step('pause stops the updates', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pause updates' }));
      await expect(args.onPause).toHaveBeenCalledOnce();
      await expect(args.onResume).not.toHaveBeenCalled();
    });
  },
};

export const Warning: Story = {
  args: {
    tiles: [
      tile('SEN-002', 'Humidity', '72.0%', 'warning', 'Storage zone B'),
      tile('SEN-006', 'Temperature', '4.0 °C', 'warning', 'Cold storage'),
    ],
  },
  play: async ({ canvasElement }) => {
    const badges = within(canvasElement).getAllByText('Warning');
    await expect(badges).toHaveLength(2);
    await expect(badges[0]).toHaveAttribute('data-tone', 'warning');
  },
};

export const Critical: Story = {
  args: { tiles: [tile('SEN-004', 'Pressure', '7.4 bar', 'critical', 'Hydraulic press 2')] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Critical')).toHaveAttribute('data-tone', 'danger');
  },
};

/** A status the feed does not know (a sensor gone offline): red, as anything but normal or warning. */
export const UnknownStatus: Story = {
  args: { tiles: [tile('SEN-009', 'Temperature', '—', 'offline', 'Production line A')] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('offline')).toHaveAttribute('data-tone', 'danger');
  },
};

/** All three statuses side by side, as the screen opens. */
export const Mixed: Story = {
  args: {
    tiles: [
      tile('SEN-001', 'Temperature', '23.5 °C', 'normal', 'Production line A'),
      tile('SEN-002', 'Humidity', '72.0%', 'warning', 'Storage zone B'),
      tile('SEN-003', 'Vibration', '0.80 g', 'normal', 'CNC machine 3'),
      tile('SEN-004', 'Pressure', '7.4 bar', 'critical', 'Hydraulic press 2'),
      tile('SEN-005', 'Battery', '64%', 'normal', 'Forklift AGV-7'),
      tile('SEN-006', 'Temperature', '4.0 °C', 'warning', 'Cold storage'),
    ],
  },
};

/** Paused: the dot turns grey, the text says so, and the button resumes. */
export const Paused: Story = {
  args: { live: false, liveText: 'Paused: readings are not updating' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paused: readings are not updating')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume updates' }));
    await expect(args.onResume).toHaveBeenCalledOnce();
  },
};

/** No sensors: an empty state and no pause button. */
export const Empty: Story = {
  args: { tiles: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No sensors connected')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    tiles: [
      tile(
        'SEN-001-EXTENDED-0000000001',
        'Temperature inside the annealing furnace, exit zone',
        '1,245.5 °C',
        'critical',
        'Production line A, bay 14, next to the cooling conveyor',
      ),
    ],
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

export const ManyItems: Story = {
  args: {
    tiles: Array.from({ length: 24 }, (_, i) =>
      tile(
        `SEN-${String(i + 1).padStart(3, '0')}`,
        'Temperature',
        `${20 + i}.0 °C`,
        i < 6 ? 'normal' : i < 11 ? 'warning' : 'critical',
        `Line ${i + 1}`,
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(24);
  },
};
