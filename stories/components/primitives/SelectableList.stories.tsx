import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ItemSummary,
  SelectableItem,
  SelectableListCard,
} from '../../../src/components/primitives/SelectableList';

interface Row {
  id: string;
  /** A second id the item is known by, shown beside the first. */
  secondaryId?: string;
  title: string;
  status: string;
  value: string;
}

const rows: Row[] = [
  { id: 'PO-2026-001', title: 'Organic wheat, 5,000 t', status: 'In Progress', value: 'SDR 1,250,000.00' },
  { id: 'PO-2026-002', title: 'Copper cathodes, 800 t', status: 'Completed', value: 'SDR 6,760,000.00' },
  { id: 'PO-2026-003', title: 'Cotton yarn, 1,200 t', status: 'In Progress', value: 'SDR 2,880,000.00' },
];

/**
 * The list in its card, as a screen uses it: the selection lives in the screen and comes back as
 * `selected`; no items show the empty state.
 */
function Demo({
  items,
  lead,
  onSelect,
}: {
  items: readonly Row[];
  lead?: 'title' | 'id';
  onSelect: (id: string) => void;
}) {
  const [selected, setSelected] = useState(items[0]?.id);
  return (
    <SelectableListCard
      headingId="demo-orders-heading"
      heading="Production orders"
      listLabel="Orders"
      count={items.length}
      empty={{ title: 'No orders', body: 'Orders appear here once they are placed.' }}
    >
      {items.map((row) => (
        <SelectableItem
          key={row.id}
          selected={row.id === selected}
          onSelect={() => {
            setSelected(row.id);
            onSelect(row.id);
          }}
          data={{ 'data-row': row.id }}
        >
          <ItemSummary
            lead={lead}
            id={row.id}
            secondaryId={row.secondaryId}
            title={row.title}
            status={row.status}
            tone={row.status === 'Completed' ? 'success' : 'info'}
            facts={[row.value]}
          />
        </SelectableItem>
      ))}
    </SelectableListCard>
  );
}

/**
 * The master list of a list-plus-detail screen: `SelectableListCard` (heading, items or an empty
 * state), `SelectableItem` (a toggle button with `aria-pressed`) and `ItemSummary` (title or id,
 * status, facts). The screen holds the selection.
 */
const meta = {
  title: 'Components/Primitives/SelectableList',
  component: Demo,
  subcomponents: { SelectableListCard, SelectableItem, ItemSummary },
  args: { items: rows, onSelect: fn() },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first item is selected by default; a click or Enter selects another and highlights it. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const buttons = within(canvas.getByRole('list', { name: 'Orders' })).getAllByRole('button');
    await expect(buttons).toHaveLength(3);
    await expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    await step('click selects', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Copper cathodes/ }));
      await expect(args.onSelect).toHaveBeenCalledWith('PO-2026-002');
      await expect(canvas.getByRole('button', { name: /Copper cathodes/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(buttons[0]).toHaveAttribute('aria-pressed', 'false');
    });
    await step('keyboard: Tab then Enter', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: /Cotton yarn/ })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenLastCalledWith('PO-2026-003');
    });
  },
};

/** Items known by their number (shipments): the id leads beside the status, the title under it. */
export const IdFirst: Story = {
  args: { lead: 'id' },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('button')[0]!;
    await expect(first.firstElementChild).toHaveTextContent('PO-2026-001');
    await expect(first.firstElementChild).toHaveTextContent('In Progress');
    await expect(first.children[1]).toHaveTextContent('Organic wheat, 5,000 t');
  },
};

// Records known by the shipment they are about (customs declarations): the shipment's one id leads,
// the record's own id beside it, wrapping under it on a narrow screen.
export const SecondaryId: Story = {
  args: {
    lead: 'id',
    items: [
      {
        id: 'SH-2026-006',
        secondaryId: 'CC-2026-001',
        title: 'Steel coils',
        status: 'In Progress',
        value: 'SDR 125,000.00',
      },
      {
        id: 'SH-2026-009',
        secondaryId: 'CC-2026-002',
        title: 'Steel plates',
        status: 'Completed',
        value: 'SDR 86,500.00',
      },
    ],
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getAllByRole('button')[0]!;
    await expect(first.firstElementChild).toHaveTextContent(/^SH-2026-006CC-2026-001/);
    await expect(first.querySelector('[data-secondary-id]')).toHaveTextContent('CC-2026-001');
  },
};

/** Long titles and values wrap inside the item instead of widening the page. */
export const LongText: Story = {
  args: {
    items: [
      {
        id: 'PO-2026-0000000000000001',
        title:
          'Premium certified organic hard red winter wheat, protein 12.5 %, moisture below 13 %, 5,000 metric tons in bulk',
        status: 'In Progress',
        value: 'SDR 1,250,000,000,000.00',
      },
    ],
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

export const ManyItems: Story = {
  args: {
    items: Array.from({ length: 12 }, (_, index) => ({
      id: `PO-2026-${String(index + 1).padStart(3, '0')}`,
      title: `Order ${index + 1}`,
      status: index % 3 === 0 ? 'Completed' : 'In Progress',
      value: `SDR ${(index + 1) * 1000}.00`,
    })),
  },
};

/** No items: the card keeps its heading and says why the list is empty. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Production orders' })).toHaveAttribute(
      'data-state',
      'empty',
    );
    await expect(canvas.getByText('No orders')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
