import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActiveLoans, type LoanView } from '../../../src/components/financingActivities/ActiveLoans';

const loan = (id: string, progress: number): LoanView => ({
  id,
  principal: 'SDR 2,000,000.00',
  remaining: 'SDR 1,250,000.00',
  interestRate: '4.50% a year',
  nextPayment: 'Dec 15, 2026',
  paymentAmount: 'SDR 85,000.00',
  maturity: 'Jun 30, 2028',
  progress,
  progressText: `${progress.toFixed(1)}% repaid`,
});

const meta = {
  title: 'Components/FinancingActivities/ActiveLoans',
  component: ActiveLoans,
  args: {
    heading: 'Active Loans',
    listLabel: 'Active loans',
    loans: [loan('LN-2026-001', 37.5), loan('LN-2026-002', 75)],
    labels: {
      principal: 'Principal',
      remaining: 'Remaining',
      interestRate: 'Interest rate',
      nextPayment: 'Next payment',
      paymentAmount: 'Payment amount',
      maturity: 'Maturity',
      progress: 'Repayment progress',
    },
    empty: { title: 'No active loans', body: 'Loans you draw will appear here.' },
  },
} satisfies Meta<typeof ActiveLoans>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('progressbar', { name: 'Repayment progress: LN-2026-001' }),
    ).toHaveAttribute('aria-valuetext', '37.5% repaid');
    await expect(canvas.getByText('75.0% repaid')).toBeVisible();
  },
};

/** Nothing repaid yet and fully repaid: the bar's two ends. */
export const Extremes: Story = {
  args: { loans: [loan('LN-NEW', 0), loan('LN-DONE', 100)] },
};

export const Empty: Story = {
  args: { loans: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No active loans')).toBeVisible();
  },
};

export const Many: Story = {
  args: { loans: Array.from({ length: 8 }, (_, i) => loan(`LN-2026-${100 + i}`, i * 12.5)) },
};
