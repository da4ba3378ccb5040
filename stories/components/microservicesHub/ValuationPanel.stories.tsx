import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ValuationPanel,
  type ValuationPanelProps,
} from '../../../src/components/microservicesHub/ValuationPanel';

const prices: ValuationPanelProps['prices'] = [
  {
    id: 'wheat',
    name: 'Wheat',
    price: 'SDR 245.50',
    change: '+2.3%',
    direction: 'up',
    volatility: '0.15 (low)',
    volatilityTone: 'success',
  },
  {
    id: 'oil',
    name: 'Crude oil',
    price: 'SDR 75.20',
    change: '−1.8%',
    direction: 'down',
    volatility: '0.32 (high)',
    volatilityTone: 'danger',
  },
  {
    id: 'copper',
    name: 'Copper',
    price: 'SDR 8,450.00',
    change: '+0.9%',
    direction: 'up',
    volatility: '0.21 (medium)',
    volatilityTone: 'warning',
  },
];

const sdrc: ValuationPanelProps['sdrc'] = {
  value: '1.42',
  weights: [
    { id: 'usd', label: 'USD', value: '0.583' },
    { id: 'eur', label: 'EUR', value: '0.386' },
    { id: 'jpy', label: 'JPY', value: '0.0943' },
    { id: 'gbp', label: 'GBP', value: '0.0903' },
    { id: 'cny', label: 'CNY', value: '0.108' },
  ],
};

const risks: ValuationPanelProps['risks'] = [
  { id: 'china', country: 'China', multiplier: '×1.05', detail: 'Risk score 0.35' },
  { id: 'russia', country: 'Russia', multiplier: '×1.15', detail: 'Risk score 0.72' },
  { id: 'usa', country: 'United States', multiplier: '×1.02', detail: 'Risk score 0.2' },
];

const meta = {
  title: 'Components/MicroservicesHub/ValuationPanel',
  component: ValuationPanel,
  args: {
    headingId: 'story-valuation',
    status: 'ready',
    prices,
    sdrc,
    risks,
    canRefresh: true,
    onRefresh: fn(),
    texts: {
      heading: 'Valuation Engine',
      description: 'Prices reload when you open the hub, on Refresh and every 30 seconds.',
      pricesHeading: 'Commodity prices',
      change24h: 'Change in 24 hours:',
      volatility: 'Volatility',
      sdrcHeading: 'SDRC index',
      sdrcValueLabel: 'Index value:',
      weightsLabel: 'Currency weights',
      risksHeading: 'Geopolitical risk multipliers',
      refresh: 'Refresh',
      refreshing: 'Refreshing…',
      lastUpdated: 'Last updated Nov 22, 2026, 3:30:00 PM',
      errorMessage: 'Prices could not be refreshed. The last loaded values are shown.',
      retry: 'Retry',
      loadingMessage: 'Loading prices…',
      noValues: 'No prices are available yet.',
    },
  },
} satisfies Meta<typeof ValuationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('prices, index and weights are shown', async () => {
      await expect(canvas.getByText('SDR 245.50')).toBeVisible();
      await expect(canvas.getByText('1.42')).toBeVisible();
      await expect(canvas.getByText('0.0943')).toBeVisible();
    });
    await step('Refresh asks for a load', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
      await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    });
  },
};

// The first load: nothing to show yet, Refresh disabled.
export const FirstLoad: Story = {
  args: {
    status: 'loading',
    prices: null,
    sdrc: null,
    canRefresh: false,
    texts: { ...meta.args.texts, lastUpdated: 'Not loaded yet' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Refreshing…' })).toBeDisabled();
    await expect(canvas.getByText('Loading prices…')).toBeVisible();
  },
};

// A refresh under way: the last values stay, the button is disabled.
export const Refreshing: Story = {
  args: { status: 'loading', canRefresh: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Refreshing…' })).toBeDisabled();
    await expect(canvas.getByText('SDR 8,450.00')).toBeVisible();
  },
};

// A failed load: the last good values stay, a note offers Retry.
export const Failed: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('could not be refreshed');
    await expect(canvas.getByText('SDR 75.20')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

// The first load failed: no values to keep.
export const FailedWithoutValues: Story = {
  args: {
    status: 'error',
    prices: null,
    sdrc: null,
    texts: { ...meta.args.texts, lastUpdated: 'Not loaded yet' },
  },
};

export const LongText: Story = {
  args: {
    prices: prices.map((price) => ({
      ...price,
      name: `${price.name} (benchmark grade, delivered CIF Rotterdam)`,
    })),
    risks: risks.map((risk) => ({ ...risk, country: `${risk.country} and associated territories` })),
  },
};
