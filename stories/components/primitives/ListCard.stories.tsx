import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ListCard, ListEmptyState, listItemBox } from '../../../src/components/primitives/ListCard';

const loans = ['LN-2026-001', 'LN-2026-002', 'LN-2026-003'];

const meta = {
  title: 'Components/Primitives/ListCard',
  component: ListCard,
  subcomponents: { ListEmptyState },
  args: {
    headingId: 'story-list-heading',
    heading: 'Active loans',
    listLabel: 'Loans',
    count: loans.length,
    empty: { title: 'No active loans', body: 'Loans you take appear here.' },
    children: loans.map((id) => (
      <li key={id} css={listItemBox}>
        <strong>{id}</strong>
        <span>SDR 250,000.00 remaining</span>
      </li>
    )),
  },
} satisfies Meta<typeof ListCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The card is named by its heading; the list by its label, each item a bordered box. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('region', { name: 'Active loans' });
    await expect(card).toHaveAttribute('data-state', 'filled');
    await expect(within(card).getByRole('list', { name: 'Loans' }).tagName).toBe('UL');
    await expect(within(card).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** No items: the heading stays and the empty state says why. */
export const Empty: Story = {
  args: { count: 0, children: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Active loans' })).toHaveAttribute('data-state', 'empty');
    await expect(canvas.getByText('No active loans')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Steps in order are an ordered list; controls (filter chips) stand between the heading and the items. */
export const OrderedWithControls: Story = {
  args: {
    ordered: true,
    gap: 2,
    description: 'Inspection steps in the order they run.',
    controls: <p>Showing all steps</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Loans' }).tagName).toBe('OL');
    await expect(canvas.getByText('Showing all steps')).toBeVisible();
    await expect(canvas.getByText('Inspection steps in the order they run.')).toBeVisible();
  },
};
