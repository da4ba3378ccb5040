import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MarketAlertsPanel } from '../../../src/components/dashboard/MarketAlertsPanel';

const meta = {
  title: 'Components/Dashboard/MarketAlertsPanel',
  component: MarketAlertsPanel,
  args: {
    heading: 'Market Alerts',
    listLabel: 'Market alerts',
    alerts: [
      {
        id: 'a1',
        message: 'Crude oil up more than 3% in the last hour',
        typeLabel: 'Price',
        severity: 'warning',
        severityLabel: 'Warning',
        time: 'Nov 12, 09:30 AM UTC',
        timestamp: '2026-11-12T09:30:00Z',
      },
      {
        id: 'a2',
        message: 'Unusual copper trading volume in South America',
        typeLabel: 'Volume',
        severity: 'info',
        severityLabel: 'Info',
        time: 'Nov 12, 08:15 AM UTC',
        timestamp: '2026-11-12T08:15:00Z',
      },
    ],
    configureLabel: 'Configure Alert Settings',
    onConfigure: fn(),
    empty: { title: 'No alerts to show', body: 'Your alert settings hide every current alert.' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof MarketAlertsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoAlerts: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Configure Alert Settings' }));
    await expect(args.onConfigure).toHaveBeenCalledTimes(1);
  },
};

export const Critical: Story = {
  args: {
    alerts: [
      {
        id: 'c',
        message: 'Trading halted on copper',
        typeLabel: 'Price',
        severity: 'critical',
        severityLabel: 'Critical',
        time: 'Nov 12, 10:00 AM UTC',
        timestamp: '2026-11-12T10:00:00Z',
      },
    ],
  },
};

export const Empty: Story = { args: { alerts: [] } };
