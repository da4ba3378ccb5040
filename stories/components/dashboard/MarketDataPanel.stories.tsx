import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarketDataPanel, type MarketRowView } from '../../../src/components/dashboard/MarketDataPanel';

const rows: MarketRowView[] = [
  {
    id: 'oil',
    name: 'Crude Oil',
    symbol: 'OIL',
    region: 'Middle East',
    price: 'SDR 75.20',
    change: '+SDR 2.35',
    changePercent: '+3.23%',
    direction: 'up',
    volume: 'Vol. 2.5M',
    alert: 'volatile',
    alertLabel: 'Volatile',
  },
  {
    id: 'wheat',
    name: 'Wheat',
    symbol: 'WHT',
    region: 'Black Sea',
    price: 'SDR 245.50',
    change: '−SDR 5.80',
    changePercent: '−2.31%',
    direction: 'down',
    volume: 'Vol. 890K',
    alert: 'low',
    alertLabel: 'Low',
  },
  {
    id: 'copper',
    name: 'Copper',
    symbol: 'CU',
    region: 'South America',
    price: 'SDR 8,450.00',
    change: '+SDR 185.00',
    changePercent: '+2.24%',
    direction: 'up',
    volume: 'Vol. 320K',
    alert: 'high',
    alertLabel: 'High',
  },
  {
    id: 'soy',
    name: 'Soybeans',
    symbol: 'SOY',
    region: 'North America',
    price: 'SDR 512.40',
    change: '+SDR 1.20',
    changePercent: '+0.23%',
    direction: 'up',
    volume: 'Vol. 1.1M',
    alert: 'none',
    alertLabel: '',
  },
  {
    id: 'cotton',
    name: 'Cotton',
    symbol: 'CTN',
    region: 'South Asia',
    price: 'SDR 1,712.50',
    change: 'SDR 0.00',
    changePercent: '0.00%',
    direction: 'flat',
    volume: 'Vol. 640K',
    alert: 'none',
    alertLabel: '',
  },
];

const meta = {
  title: 'Components/Dashboard/MarketDataPanel',
  component: MarketDataPanel,
  args: {
    heading: 'Live Market Data',
    description: 'Prices in SDR, updated every 3 seconds.',
    listLabel: 'Market prices',
    rows,
    live: true,
    toggleLabel: 'Pause updates',
    onToggle: fn(),
    pausedNote: 'Updates paused',
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof MarketDataPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: 'Market prices' })).not.toHaveAttribute('aria-live');
    await userEvent.click(canvas.getByRole('button', { name: 'Pause updates' }));
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
  },
};

export const Paused: Story = { args: { live: false, toggleLabel: 'Resume updates' } };

export const Empty: Story = { args: { rows: [] } };

export const LongNames: Story = {
  args: {
    rows: rows.map((row) => ({
      ...row,
      name: `${row.name} futures, front month, delivered`,
      price: 'SDR 123,456,789.00',
    })),
  },
};
