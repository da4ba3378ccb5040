import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AllocationDonut } from '../../../src/components/financialStatus/AllocationDonut';

const meta = {
  title: 'Components/FinancialStatus/AllocationDonut',
  component: AllocationDonut,
  decorators: [(Story) => <div style={{ maxWidth: 260 }}>{Story()}</div>],
  args: {
    label: 'Asset allocation: Commodities 35%, Receivables 25%, Cash 20%, Equipment 20%',
    centerValue: '45.2M',
    centerLabel: 'SDR total',
    slices: [
      { id: 'commodities', start: 0, length: 0.35, tone: 'info' },
      { id: 'receivables', start: 0.35, length: 0.25, tone: 'success' },
      { id: 'cash', start: 0.6, length: 0.2, tone: 'warning' },
      { id: 'equipment', start: 0.8, length: 0.2, tone: 'active' },
    ],
  },
} satisfies Meta<typeof AllocationDonut>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One image named by its label; every slice with a length is drawn. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const chart = within(canvasElement).getByRole('img', { name: /Asset allocation/ });
    await expect(chart.querySelectorAll('[data-slice]')).toHaveLength(4);
  },
};

/** The row under the pointer or focus draws its slice thicker. */
export const Highlighted: Story = {
  args: { highlighted: 'receivables' },
  play: async ({ canvasElement }) => {
    const slice = canvasElement.querySelector('[data-slice="receivables"]');
    await expect(slice).toHaveAttribute('data-highlighted', 'true');
  },
};

/** A zero-length slice is not drawn (no hairline at its start). */
export const WithEmptySlice: Story = {
  args: {
    slices: [
      { id: 'commodities', start: 0, length: 1, tone: 'info' },
      { id: 'cash', start: 1, length: 0, tone: 'warning' },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-slice]')).toHaveLength(1);
  },
};

/** Nothing allocated yet: only the track and the centre text. */
export const Empty: Story = { args: { slices: [], centerValue: 'SDR 0', centerLabel: 'No assets yet' } };
