import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  InvestmentOpportunities,
  type InvestmentView,
} from '../../../src/components/financingActivities/InvestmentOpportunities';

const item = (
  id: string,
  name: string,
  min: string,
  risk: 'low' | 'medium' | 'high',
  interested = false,
): InvestmentView => ({
  id,
  name,
  minInvestment: min,
  expectedReturn: '6.5% a year',
  riskLabel: `${risk[0]!.toUpperCase()}${risk.slice(1)} risk`,
  riskTone: risk === 'low' ? 'success' : risk === 'medium' ? 'warning' : 'danger',
  duration: '12 months',
  interested,
  interestLabel: `Express interest: ${name}`,
});

const meta = {
  title: 'Components/FinancingActivities/InvestmentOpportunities',
  component: InvestmentOpportunities,
  args: {
    heading: 'Investment Opportunities',
    listLabel: 'Investment opportunities',
    investments: [
      item('a', 'Trade Finance Income Fund', 'SDR 10,000.00', 'low'),
      item('b', 'Commodity Infrastructure Notes', 'SDR 50,000.00', 'medium'),
      item('c', 'Emerging Markets Barter Pool', 'SDR 100,000.00', 'high'),
    ],
    labels: {
      minInvestment: 'Minimum investment',
      expectedReturn: 'Expected return',
      riskLevel: 'Risk level',
      duration: 'Duration',
      interest: 'Express interest',
      interested: 'Interest noted',
    },
    empty: { title: 'No opportunities', body: 'New investment opportunities will appear here.' },
    onToggleInterest: fn(),
  },
} satisfies Meta<typeof InvestmentOpportunities>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const min of ['SDR 10,000.00', 'SDR 50,000.00', 'SDR 100,000.00'])
      await expect(canvas.getByText(min)).toBeVisible();
    await expect(canvas.getByText('High risk')).toHaveAttribute('data-tone', 'danger');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Express interest: Commodity Infrastructure Notes' }),
    );
    await expect(args.onToggleInterest).toHaveBeenCalledWith('b');
  },
};

export const Interested: Story = {
  args: {
    investments: [item('a', 'Trade Finance Income Fund', 'SDR 10,000.00', 'low', true)],
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Express interest: Trade Finance Income Fund',
    });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(button).toHaveTextContent('Express interest');
    await expect(within(canvasElement).getByText('Interest noted')).toHaveAttribute('data-tone', 'success');
  },
};

export const Empty: Story = {
  args: { investments: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No opportunities')).toBeVisible();
  },
};

export const ManyAndLongText: Story = {
  args: {
    investments: Array.from({ length: 7 }, (_, i) =>
      item(
        `i${i}`,
        i === 0
          ? 'Green hydrogen corridor infrastructure bonds, series A, with a very long name'
          : `Fund ${i + 1}`,
        'SDR 1,000,000,000.00',
        (['low', 'medium', 'high'] as const)[i % 3]!,
      ),
    ),
  },
};
