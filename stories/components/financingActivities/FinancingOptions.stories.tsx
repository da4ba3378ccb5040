import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  FinancingOptions,
  type FinancingOfferView,
} from '../../../src/components/financingActivities/FinancingOptions';

const offer = (
  id: string,
  type: string,
  status: 'Active' | 'Available' | 'Under Review',
  selected = false,
  utilization = 0,
): FinancingOfferView => ({
  id,
  type,
  provider: 'Asia Trade Capital',
  amount: 'SDR 2,500,000.00',
  rate: '3.80% a year',
  term: '6 months',
  statusLabel: status,
  statusTone: status === 'Active' ? 'success' : status === 'Available' ? 'info' : 'warning',
  utilization,
  utilizationText: `${utilization}% utilized`,
  selected,
});

const meta = {
  title: 'Components/FinancingActivities/FinancingOptions',
  component: FinancingOptions,
  args: {
    heading: 'Financing Options',
    description: 'Select an option to see its terms and apply.',
    listLabel: 'Financing options',
    offers: [
      offer('FIN-001', 'Trade Finance Line', 'Active', false, 65),
      offer('FIN-002', 'Supply Chain Finance', 'Available', true),
      offer('FIN-003', 'Working Capital Loan', 'Under Review'),
    ],
    apply: {
      state: 'ready',
      note: 'Your application goes to Asia Trade Capital.',
      canApply: true,
      canCancel: false,
    },
    labels: {
      provider: 'Provider',
      amount: 'Amount',
      rate: 'Rate',
      term: 'Term',
      utilization: 'Utilization',
      apply: 'Apply',
      applying: 'Applying...',
      cancel: 'Cancel application',
      detail: 'Selected option',
    },
    empty: { title: 'No financing options', body: 'Offers from financing partners will appear here.' },
    onSelect: fn(),
    onApply: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof FinancingOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the selected option is pressed and detailed', async () => {
      await expect(canvas.getByRole('button', { name: /Supply Chain Finance/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(
        canvas.getByRole('heading', { name: 'Selected option: Supply Chain Finance' }),
      ).toBeVisible();
    });
    await step('selecting and applying report the id', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Trade Finance Line/ }));
      await expect(args.onSelect).toHaveBeenCalledWith('FIN-001');
      await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
      await expect(args.onApply).toHaveBeenCalledWith('FIN-002');
    });
  },
};

export const Applying: Story = {
  args: {
    apply: {
      state: 'applying',
      note: 'Sending your application to Asia Trade Capital...',
      canApply: false,
      canCancel: true,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Applying...' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel application' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const Applied: Story = {
  args: {
    offers: [offer('FIN-002', 'Supply Chain Finance', 'Under Review', true)],
    apply: {
      state: 'applied',
      note: 'Application submitted: this option is now under review.',
      canApply: false,
      canCancel: false,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Apply' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Application submitted');
  },
};

/** An Active facility: Apply is not offered, the note says why. */
export const Unavailable: Story = {
  args: {
    offers: [offer('FIN-001', 'Trade Finance Line', 'Active', true, 65)],
    apply: {
      state: 'unavailable',
      note: 'This facility is already active for your account.',
      canApply: false,
      canCancel: false,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '65');
  },
};

export const Empty: Story = {
  args: { offers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No financing options')).toBeVisible();
  },
};

export const ManyAndLongText: Story = {
  args: {
    offers: Array.from({ length: 9 }, (_, i) =>
      offer(
        `FIN-${100 + i}`,
        i === 0 ? 'Structured pre-export commodity finance facility with <b>tags</b>' : `Facility ${i + 1}`,
        (['Active', 'Available', 'Under Review'] as const)[i % 3]!,
        i === 0,
        i * 10,
      ),
    ),
  },
};
