import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertList, type AlertView } from '../../../src/components/iotLogistics/AlertList';

const alert = (id: string, type: AlertView['type'], message: string, resolved = false): AlertView => ({
  id,
  type,
  typeLabel: type === 'critical' ? 'Critical' : 'Warning',
  message,
  shipmentId: 'SH-2026-007',
  trackingNumber: 'SRT-2026-001871',
  time: 'Nov 22, 2026, 9:45 AM',
  dateTime: '2026-11-22T09:45:00Z',
  resolved,
  resolveName: `Resolve ${message} for SH-2026-007`,
});

const meta = {
  title: 'Components/IotLogistics/AlertList',
  component: AlertList,
  args: {
    alerts: [
      alert('a1', 'critical', 'Humidity critical: 85%'),
      alert('a2', 'warning', 'Shipment delayed - route optimization required'),
      alert('a3', 'critical', 'Low battery: 15%', true),
    ],
    labels: {
      list: 'Alerts',
      resolve: 'Resolve',
      resolved: 'Resolved',
      empty: 'No alerts',
      tracking: 'Tracking number',
    },
    onResolve: fn(),
  },
} satisfies Meta<typeof AlertList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open critical and warning alerts, and one already resolved (no button). */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Resolve/ })).toHaveLength(2);
    await step('each alert names its shipment by its one id, the tracking number beside it', async () => {
      const first = canvas.getAllByRole('listitem')[0]!;
      await expect(first).toHaveTextContent('SH-2026-007');
      await expect(first).toHaveTextContent('Tracking number SRT-2026-001871');
    });
    await step('resolve reports the alert', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Resolve Humidity critical: 85% for SH-2026-007' }),
      );
      await expect(args.onResolve).toHaveBeenCalledWith('a1');
    });
  },
};

export const Empty: Story = {
  args: { alerts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No alerts')).toBeVisible();
  },
};

export const AllResolved: Story = {
  args: {
    alerts: [
      alert('a1', 'critical', 'Humidity critical: 85%', true),
      alert('a2', 'warning', 'Low battery: 45%', true),
    ],
  },
};

export const ManyItems: Story = {
  args: {
    alerts: Array.from({ length: 20 }, (_, i) =>
      alert(`m${i}`, i % 2 ? 'warning' : 'critical', `Temperature out of range: ${30 + i} °C`),
    ),
  },
};

export const LongText: Story = {
  args: {
    alerts: [
      {
        ...alert('l1', 'warning', 'Shipment delayed - route optimization required'),
        trackingNumber: 'SRT-2026-001847-EXTENDED-REFERENCE-000000000001',
        message:
          'Lieferung verzögert - Routenoptimierung erforderlich, weil der Anschlusshafen wegen eines Sturms geschlossen wurde',
      },
    ],
  },
};
