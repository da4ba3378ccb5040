import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ResultList } from '../../../src/components/primitives/ResultList';

const tile = (n: number) => ({
  key: `p${n}`,
  node: <div css={{ padding: 16, border: '1px solid currentColor', borderRadius: 8 }}>Product {n}</div>,
});

const meta = {
  title: 'Components/Primitives/ResultList',
  component: ResultList,
  args: {
    heading: 'Products',
    countText: '6 products',
    layout: 'grid',
    items: [1, 2, 3, 4, 5, 6].map(tile),
    emptyTitle: 'No products found',
    emptyBody: 'Try another word or category.',
    clearLabel: 'Clear filters',
    onClear: fn(),
  },
} satisfies Meta<typeof ResultList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
  },
};

export const List: Story = { args: { layout: 'list' } };

export const ManyItems: Story = {
  args: { countText: '30 products', items: Array.from({ length: 30 }, (_, i) => tile(i + 1)) },
};

/** Nothing matches: the empty state with its exact text and a way out. */
export const Empty: Story = {
  args: { items: [], countText: '0 products' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('No products found')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};
