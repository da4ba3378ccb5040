import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShipmentList, type ShipmentListItem } from '../../../src/components/shipments/ShipmentList';

const item = (
  id: string,
  route: string,
  status: 'inTransit' | 'departed' | 'delivered',
  progress: number,
  selected = false,
): ShipmentListItem => ({
  id,
  title: route,
  statusLabel: { inTransit: 'In Transit', departed: 'Departed', delivered: 'Delivered' }[status],
  statusTone: { inTransit: 'info', departed: 'warning', delivered: 'success' }[status] as 'info',
  facts: ['Sea freight · Steel coils', `${progress}% complete`],
  selected,
});

/**
 * The shipments at customs: each declaration led by its shipment's one id with its own id beside it, the
 * product under them, then route and declared value.
 */
const customsShipments: ShipmentListItem[] = [
  {
    id: 'CC-2026-001',
    shipmentId: 'SH-2026-006',
    title: 'Hot-rolled steel coils',
    statusLabel: 'Customs Review',
    statusTone: 'warning',
    facts: ['Shanghai, China → Hamburg, Germany', 'SDR 125,000.00'],
    selected: true,
  },
  {
    id: 'CC-2026-002',
    shipmentId: 'SH-2026-009',
    title: 'Hot-rolled steel plates',
    statusLabel: 'Cleared',
    statusTone: 'success',
    facts: ['Busan, South Korea → Rotterdam, Netherlands', 'SDR 86,500.00'],
    selected: false,
  },
  {
    id: 'CC-2026-003',
    shipmentId: 'SH-2026-010',
    title: 'Steel sheets for shipbuilding',
    statusLabel: 'Customs Review',
    statusTone: 'warning',
    facts: ['Mumbai, India → Piraeus, Greece', 'SDR 240,000.00'],
    selected: false,
  },
];

const meta = {
  title: 'Components/Shipments/ShipmentList',
  component: ShipmentList,
  args: {
    headingId: 'story-shipments-heading',
    heading: 'Active Shipments',
    listLabel: 'Freight shipments',
    shipments: [
      item('SH-2026-001', 'Shanghai → Rotterdam', 'inTransit', 65, true),
      item('SH-2026-002', 'Almaty → Duisburg', 'departed', 45),
      item('SH-2026-003', 'Dubai → Nairobi', 'delivered', 100),
    ],
    empty: { title: 'No shipments yet', body: 'Booked freight will be listed here.' },
    onSelect: fn(),
  },
} satisfies Meta<typeof ShipmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first shipment selected (the screen's default); every status once. */
export const FirstSelected: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /SH-2026-001/ });
    await expect(first).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: /SH-2026-002/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await step('a click reports the shipment', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /SH-2026-003/ }));
      await expect(args.onSelect).toHaveBeenCalledWith('SH-2026-003');
    });
    await step('Space on a focused item selects it too', async () => {
      canvas.getByRole('button', { name: /SH-2026-002/ }).focus();
      await userEvent.keyboard(' ');
      await expect(args.onSelect).toHaveBeenCalledWith('SH-2026-002');
    });
  },
};

export const Empty: Story = {
  args: { shipments: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No shipments yet')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ManyItems: Story = {
  args: {
    shipments: Array.from({ length: 14 }, (_, i) =>
      item(
        `SH-2026-${String(i + 1).padStart(3, '0')}`,
        'Santos → Qingdao',
        (['inTransit', 'departed', 'delivered'] as const)[i % 3] ?? 'inTransit',
        (i * 7) % 101,
        i === 0,
      ),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(14);
  },
};

/** Long port names and an unusually long reference wrap inside the item instead of overflowing. */
export const LongText: Story = {
  args: {
    shipments: [
      {
        ...item('SH-2026-001-EXTENDED-REFERENCE-000000000001', 'x', 'inTransit', 65, true),
        title:
          'Port of Santos, São Paulo State, Brazil → Port of Hamburg, Free and Hanseatic City of Hamburg, Germany',
        facts: [
          'Sea freight · Refrigerated pharmaceutical intermediates on temperature-controlled pallets',
          '65% complete',
        ],
      },
    ],
  },
};

/** The customs list: the first shipment selected; Enter on a focused item selects it. */
export const Customs: Story = {
  args: { heading: 'Shipments', listLabel: 'Customs shipments', shipments: customsShipments },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /CC-2026-001/ })).toHaveAttribute('aria-pressed', 'true');
    await step('the shipment’s one id leads, the declaration’s id beside it', async () => {
      const first = canvas.getByRole('button', { name: /CC-2026-001/ });
      await expect(first).toHaveTextContent(/^SH-2026-006CC-2026-001/);
    });
    await expect(canvas.getByRole('button', { name: /CC-2026-001/ })).toHaveTextContent('SDR 125,000.00');
    await step('Enter on a focused item selects it', async () => {
      canvas.getByRole('button', { name: /CC-2026-003/ }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledWith('CC-2026-003');
    });
  },
};

/** Long Cyrillic names wrap inside the item; markup in a name stays text. */
export const CustomsLongText: Story = {
  args: {
    heading: 'Shipments',
    listLabel: 'Customs shipments',
    shipments: [
      {
        ...customsShipments[0]!,
        title: 'Горячекатаная рулонная сталь для судостроительных верфей <b>Северного</b> морского пути',
        facts: [
          'Порт Шанхай-Янгшань, Китай → Hamburg-Waltershof-Containerterminal-Burchardkai, Deutschland',
          'SDR 999,999,999,999.99',
        ],
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/<b>Северного<\/b>/)).toBeVisible();
  },
};
