import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AssetPortfolio } from '../../../src/components/financialStatus/AssetPortfolio';

const meta = {
  title: 'Components/FinancialStatus/AssetPortfolio',
  component: AssetPortfolio,
  args: {
    labels: {
      heading: 'Asset Portfolio',
      description: 'How total assets are allocated.',
      chart: 'Asset allocation',
      category: 'Category',
      percent: 'Share',
      amount: 'Amount',
      total: 'Total assets',
    },
    rows: [
      {
        id: 'commodities',
        category: 'Commodity inventory',
        percent: '35%',
        amount: 'SDR 15,820,000.00',
        start: 0,
        length: 0.35,
        tone: 'info',
      },
      {
        id: 'receivables',
        category: 'Trade receivables',
        percent: '25%',
        amount: 'SDR 11,300,000.00',
        start: 0.35,
        length: 0.25,
        tone: 'success',
      },
      {
        id: 'cash',
        category: 'Cash and SRD stablecoin',
        percent: '20%',
        amount: 'SDR 9,040,000.00',
        start: 0.6,
        length: 0.2,
        tone: 'warning',
      },
      {
        id: 'equipment',
        category: 'Equipment and logistics',
        percent: '12%',
        amount: 'SDR 5,424,000.00',
        start: 0.8,
        length: 0.12,
        tone: 'active',
      },
      {
        id: 'investments',
        category: 'Investments',
        percent: '8%',
        amount: 'SDR 3,616,000.00',
        start: 0.92,
        length: 0.08,
        tone: 'danger',
      },
    ],
    total: 'SDR 45,200,000.00',
    totalShort: '45.2M SDR',
    empty: { title: 'No assets recorded', body: 'Asset categories appear here once they are recorded.' },
  },
} satisfies Meta<typeof AssetPortfolio>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('img', { name: /^Asset allocation: Commodity inventory 35%/ }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No assets recorded');
  },
};

// One category holds everything: a full ring.
export const SingleCategory: Story = {
  args: {
    rows: [
      {
        id: 'cash',
        category: 'Cash and SRD stablecoin',
        percent: '100%',
        amount: 'SDR 45,200,000.00',
        start: 0,
        length: 1,
        tone: 'info',
      },
    ],
  },
};
