import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OrderList, type OrderListItem } from '../../../src/components/productionMonitoring/OrderList';

const order = (
  id: string,
  product: string,
  progress: number,
  selected = false,
  supplier = 'Anshan Steel Works',
): OrderListItem => ({
  id,
  product,
  supplier,
  statusLabel: progress >= 100 ? 'Completed' : 'In Progress',
  statusTone: progress >= 100 ? 'success' : 'info',
  progress,
  progressText: `${progress}%`,
  selected,
});

const meta = {
  title: 'Components/ProductionMonitoring/OrderList',
  component: OrderList,
  args: {
    heading: 'Production Orders',
    listLabel: 'Production orders',
    progressLabel: 'Progress',
    orders: [
      order('PO-2026-101', 'Hot-rolled steel coils', 75, true),
      order('PO-2026-102', 'Copper cathodes', 100, false, 'Andes Copper SA'),
      order('PO-2026-103', 'Solar panels, 450 W', 40, false, 'Shenzhen Solar Tech'),
    ],
    empty: { title: 'No production orders', body: 'Orders placed with suppliers will be listed here.' },
    onSelect: fn(),
  },
} satisfies Meta<typeof OrderList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first order selected (the screen's default); In Progress blue, Completed green. */
export const FirstSelected: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the selected order is pressed, the others not', async () => {
      await expect(canvas.getByRole('button', { name: /Hot-rolled steel/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(canvas.getByRole('button', { name: /Copper cathodes/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    });
    await step('statuses are written out and toned', async () => {
      await expect(canvas.getByText('Completed')).toHaveAttribute('data-tone', 'success');
      await expect(canvas.getAllByText('In Progress')[0]).toHaveAttribute('data-tone', 'info');
      await expect(canvas.getByRole('button', { name: /Copper cathodes/ })).toHaveTextContent('100%');
    });
    await step('a click and the keyboard select an order', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Copper cathodes/ }));
      await expect(args.onSelect).toHaveBeenCalledWith('PO-2026-102');
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenLastCalledWith('PO-2026-103');
      await userEvent.keyboard(' ');
      await expect(args.onSelect).toHaveBeenCalledTimes(3);
    });
  },
};

/** A completed order selected: the green status on the highlighted item. */
export const CompletedSelected: Story = {
  args: {
    orders: [
      order('PO-2026-101', 'Hot-rolled steel coils', 75),
      order('PO-2026-102', 'Copper cathodes', 100, true, 'Andes Copper SA'),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Copper/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No production orders')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Long names and ids wrap inside the item instead of widening the page. */
export const LongText: Story = {
  args: {
    orders: [
      order(
        'PO-2026-101-EXTENDED-REFERENCE-0000000000001',
        'Hot-rolled steel coils, grade S355JR, 2.0 to 12.0 mm, pickled and oiled, export packing',
        75,
        true,
        'Anshan Iron and Steel Group Corporation, Bayuquan Cold Rolling Plant No. 2',
      ),
    ],
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

export const ManyItems: Story = {
  args: {
    orders: Array.from({ length: 16 }, (_, i) =>
      order(`PO-2026-${200 + i}`, `Batch ${i + 1} of cotton fabric rolls`, (i * 13) % 101, i === 0),
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button')).toHaveLength(16);
  },
};
