import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ShipmentOverviewList,
  type ShipmentOverviewView,
} from '../../../src/components/iotLogistics/ShipmentOverviewList';

const shipment = (id: string, tracking: string, flagged = false): ShipmentOverviewView => ({
  id,
  trackingNumber: tracking,
  route: 'Shanghai, China → Rotterdam, Netherlands',
  statusLabel: 'In Transit',
  statusTone: 'info',
  flag: flagged ? 'Needs attention' : undefined,
  facts: [
    { label: 'Current location', value: 'Indian Ocean, south of Sri Lanka' },
    { label: 'Cargo', value: 'Steel coils' },
    { label: 'Estimated arrival', value: 'Dec 4, 2026, 2:00 PM' },
    { label: 'Last update', value: 'Nov 22, 2026, 9:40 AM' },
  ],
  readings: [
    { label: 'Temperature', value: flagged ? '32.1 °C' : '22.5 °C', tone: flagged ? 'danger' : 'success' },
    { label: 'Humidity', value: '45%', tone: 'success' },
    { label: 'Vibration', value: '0.8 g', tone: 'success' },
    { label: 'Battery', value: '87%', tone: 'success' },
  ],
  showOnMapName: `Show on map: ${id}`,
});

const meta = {
  title: 'Components/IotLogistics/ShipmentOverviewList',
  component: ShipmentOverviewList,
  args: {
    shipments: [shipment('SH-2026-001', 'SRT-2026-001847'), shipment('SH-2026-008', 'SRT-2026-001889', true)],
    showOnMap: 'Show on map',
    emptyTitle: 'No shipments to track',
    trackingLabel: 'Tracking number',
    onShowOnMap: fn(),
  },
} satisfies Meta<typeof ShipmentOverviewList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One shipment within limits, one flagged by the overview rule. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Needs attention')).toHaveLength(1);
    await step('show on map reports the shipment', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show on map: SH-2026-008' }));
      await expect(args.onShowOnMap).toHaveBeenCalledWith('SH-2026-008');
    });
  },
};

/** A link opened one shipment: its card is marked current, and a polite status names it. */
export const Linked: Story = {
  args: { linkedId: 'SH-2026-008', linkedText: 'Selected: shipment SH-2026-008' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvasElement.querySelector('[data-shipment="SH-2026-008"]');
    await expect(card).toHaveAttribute('aria-current', 'true');
    await expect(canvasElement.querySelectorAll('[aria-current]')).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Selected: shipment SH-2026-008');
    await expect(within(card as HTMLElement).getByRole('heading', { level: 3 })).toHaveTextContent(
      'SH-2026-008',
    );
    await expect(card).toHaveTextContent('Tracking number SRT-2026-001889');
  },
};

export const Empty: Story = {
  args: { shipments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No shipments to track')).toBeVisible();
  },
};

export const ManyItems: Story = {
  args: {
    shipments: Array.from({ length: 12 }, (_, i) =>
      shipment(`SH-2026-${100 + i}`, `SRT-2026-00${1800 + i}`, i % 3 === 0),
    ),
  },
};

export const LongText: Story = {
  args: {
    shipments: [
      {
        ...shipment('SH-2026-999', 'SRT-2026-001847-EXTENDED-REFERENCE-0000001'),
        route:
          'Port of Santos, São Paulo State, Brazil → Port of Hamburg, Free and Hanseatic City of Hamburg, Germany',
      },
    ],
  },
};
