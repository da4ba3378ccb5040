import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CustomsShipmentList,
  type CustomsShipmentListItem,
} from '../../../src/components/customs/CustomsShipmentList';

const shipments: CustomsShipmentListItem[] = [
  {
    id: 'CC-2026-001',
    product: 'Hot-rolled steel coils',
    statusLabel: 'Customs Review',
    statusTone: 'warning',
    route: 'Shanghai, China → Hamburg, Germany',
    value: 'SDR 125,000.00',
    selected: true,
  },
  {
    id: 'CC-2026-002',
    product: 'Hot-rolled steel plates',
    statusLabel: 'Cleared',
    statusTone: 'success',
    route: 'Busan, South Korea → Rotterdam, Netherlands',
    value: 'SDR 86,500.00',
    selected: false,
  },
  {
    id: 'CC-2026-003',
    product: 'Steel sheets for shipbuilding',
    statusLabel: 'Customs Review',
    statusTone: 'warning',
    route: 'Mumbai, India → Piraeus, Greece',
    value: 'SDR 240,000.00',
    selected: false,
  },
];

const meta = {
  title: 'Components/Customs/CustomsShipmentList',
  component: CustomsShipmentList,
  args: {
    heading: 'Shipments',
    listLabel: 'Customs shipments',
    shipments,
    empty: { title: 'No shipments at customs', body: 'Shipments waiting for clearance will be listed here.' },
    onSelect: fn(),
  },
} satisfies Meta<typeof CustomsShipmentList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first shipment is selected by default; choosing another reports its id. */
export const FirstSelected: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('button');
    await step('the first item is pressed, the others not', async () => {
      await expect(items[0]).toHaveAttribute('aria-pressed', 'true');
      await expect(items[1]).toHaveAttribute('aria-pressed', 'false');
    });
    await step('clicking another selects it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /CC-2026-002/ }));
      await expect(args.onSelect).toHaveBeenCalledWith('CC-2026-002');
    });
    await step('Enter on a focused item selects it', async () => {
      canvas.getByRole('button', { name: /CC-2026-003/ }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledWith('CC-2026-003');
    });
  },
};

export const ClearedSelected: Story = {
  args: { shipments: shipments.map((item) => ({ ...item, selected: item.id === 'CC-2026-002' })) },
};

export const Empty: Story = {
  args: { shipments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No shipments at customs')).toBeVisible();
  },
};

export const ManyItems: Story = {
  args: {
    shipments: Array.from({ length: 14 }, (_, index) => ({
      ...shipments[index % 3]!,
      id: `CC-2026-${String(index + 1).padStart(3, '0')}`,
      selected: index === 0,
    })),
  },
};

// Long names and unbroken text wrap inside the item; markup in a name stays text.
export const LongText: Story = {
  args: {
    shipments: [
      {
        ...shipments[0]!,
        product: 'Горячекатаная рулонная сталь для судостроительных верфей <b>Северного</b> морского пути',
        route: 'Порт Шанхай-Янгшань, Китай → Hamburg-Waltershof-Containerterminal-Burchardkai, Deutschland',
        value: 'SDR 999,999,999,999.99',
      },
    ],
  },
};
