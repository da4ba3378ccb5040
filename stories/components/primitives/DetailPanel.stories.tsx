import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailGrid } from '../../../src/components/primitives/DetailGrid';
import { DetailPanel } from '../../../src/components/primitives/DetailPanel';

const meta = {
  title: 'Components/Primitives/DetailPanel',
  component: DetailPanel,
  args: {
    headingId: 'story-panel-heading',
    state: 'selected',
    'data-order': 'PO-2026-001',
    eyebrow: 'Order details',
    title: 'Hot-rolled steel coils',
    statusLabel: 'In Progress',
    statusTone: 'info',
    children: (
      <DetailGrid
        rows={[
          { id: 'id', label: 'Order ID', value: 'PO-2026-001', mono: true },
          { id: 'quantity', label: 'Quantity', value: '500 t' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof DetailPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Selected: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Hot-rolled steel coils' });
    await expect(panel).toHaveAttribute('data-state', 'selected');
    await expect(panel).toHaveAttribute('data-order', 'PO-2026-001');
    await expect(canvas.getByText('Order details')).toBeVisible();
    await expect(canvas.getByText('In Progress')).toHaveAttribute('data-tone', 'info');
  },
};

/** As the freight and live-tracking panels use it: no eyebrow, a line under the title, the status as the state. */
export const WithDescription: Story = {
  args: {
    state: 'warning',
    'data-order': undefined,
    eyebrow: undefined,
    description: 'CC-2026-001 · Shanghai, China → Hamburg, Germany',
    statusLabel: 'Customs Review',
    statusTone: 'warning',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The line reads whole, its id isolated left to right as one unit.
    const line = 'CC-2026-001 · Shanghai, China → Hamburg, Germany';
    await expect(
      canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === line),
    ).toBeVisible();
    await expect(canvas.getByText('CC-2026-001', { selector: 'bdi' })).toHaveAttribute('dir', 'ltr');
    await expect(canvas.queryByText('Order details')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    title: 'Hot-rolled steel coils, grade S355JR, 2.0 to 12.0 mm, pickled and oiled, export packing',
    statusLabel: 'Awaiting final inspection',
    statusTone: 'warning',
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
