import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FinancialSummaryCards } from '../../../src/components/finance/FinancialSummaryCards';

const meta = {
  title: 'Components/Finance/FinancialSummaryCards',
  component: FinancialSummaryCards,
  args: {
    heading: 'Summary',
    cards: [
      { id: 'totalAssets', label: 'Total assets', value: 'SDR 45,200,000.00', icon: 'layers', tone: 'info' },
      {
        id: 'totalLiabilities',
        label: 'Total liabilities',
        value: 'SDR 12,800,000.00',
        icon: 'alert',
        tone: 'warning',
      },
      {
        id: 'netWorth',
        label: 'Net worth',
        value: 'SDR 32,400,000.00',
        hint: 'Assets minus liabilities',
        icon: 'gem',
        tone: 'success',
      },
      {
        id: 'cashFlow',
        label: 'Cash flow',
        value: 'SDR 300,000.00',
        hint: 'This month',
        icon: 'activity',
        tone: 'active',
      },
      {
        id: 'creditRating',
        label: 'Credit rating',
        value: 'AA-',
        hint: 'Investment grade',
        icon: 'shield',
        tone: 'success',
      },
      {
        id: 'riskScore',
        label: 'Risk score',
        value: '24 / 100',
        hint: 'Low risk',
        icon: 'shieldCheck',
        tone: 'success',
      },
    ],
  },
} satisfies Meta<typeof FinancialSummaryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Summary' })).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { cards: [] } };

export const LongText: Story = {
  args: {
    cards: [
      {
        id: 'totalAssets',
        label: 'Всего активов компании за отчётный период',
        value: '1 000 045 200 000,00 SDR',
        icon: 'layers',
        tone: 'info',
      },
      {
        id: 'riskScore',
        label: 'Оценка риска',
        value: '88 / 100',
        hint: 'Высокий риск',
        icon: 'shieldCheck',
        tone: 'danger',
      },
    ],
  },
};
