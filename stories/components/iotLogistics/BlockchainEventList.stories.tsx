import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  BlockchainEventList,
  type BlockchainEventView,
} from '../../../src/components/iotLogistics/BlockchainEventList';

const event = (id: string, type: string, block: number, time: string): BlockchainEventView => ({
  id,
  typeLabel: type,
  shipmentId: 'SH-2026-001',
  trackingNumber: 'SRT-2026-001847',
  block: `#${block.toLocaleString('en-US')}`,
  time,
  dateTime: '2026-11-20T06:12:00Z',
  data: [
    { label: 'Transaction', value: '0x3fa2b8c41d' },
    { label: 'Place', value: 'Shanghai, China' },
  ],
});

const meta = {
  title: 'Components/IotLogistics/BlockchainEventList',
  component: BlockchainEventList,
  args: {
    events: [
      event('e1', 'Shipment created', 18_452_190, 'Nov 20, 2026, 6:12 AM'),
      event('e2', 'Custody transfer', 18_452_344, 'Nov 21, 2026, 2:48 AM'),
      event('e3', 'Temperature breach', 18_452_611, 'Nov 22, 2026, 9:30 AM'),
    ],
    labels: {
      list: 'Blockchain events',
      shipment: 'Shipment',
      tracking: 'Tracking number',
      block: 'Block',
      empty: 'No blockchain events yet',
    },
  },
} satisfies Meta<typeof BlockchainEventList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('#18,452,190')).toBeVisible();
    // Each event names its shipment by its one id, the tracking number beside it.
    await expect(canvas.getAllByText('SH-2026-001')).toHaveLength(3);
    await expect(canvas.getAllByText('SRT-2026-001847')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No blockchain events yet')).toBeVisible();
  },
};

export const ManyItems: Story = {
  args: {
    events: Array.from({ length: 25 }, (_, i) =>
      event(`m${i}`, 'Sensor checkpoint', 18_452_000 + i * 17, 'Nov 22, 2026, 9:40 AM'),
    ),
  },
};

export const LongText: Story = {
  args: {
    events: [
      {
        ...event(
          'l1',
          'Custody transfer from the origin terminal operator to the ocean carrier',
          18_452_344,
          'Nov 21, 2026',
        ),
        data: [
          {
            label: 'Transaction',
            value: '0x51bb02f7e8a9c0d1e2f3a4b5c6d7e8f90123456789abcdef0123456789abcdef',
          },
        ],
      },
    ],
  },
};
