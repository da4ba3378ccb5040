import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AlertList, type AlertView } from '../../../src/components/adminConsole/AlertList';

const alert = (
  id: string,
  severity: 'High' | 'Medium' | 'Low',
  typeLabel: string,
  message: string,
): AlertView => ({
  id,
  typeLabel,
  severityLabel: severity,
  severityTone: severity === 'High' ? 'danger' : severity === 'Medium' ? 'warning' : 'info',
  message,
  time: 'Nov 22, 2026, 9:45 AM',
  acknowledged: false,
  acknowledgeLabel: `Acknowledge: ${message}`,
});

const alerts = [
  alert('ALT-001', 'High', 'Liquidity', 'Liquidity pool SRD-WHEAT at 8.4M SDR, below the 10M SDR threshold'),
  alert('ALT-002', 'Medium', 'Compliance', 'KYC documents of 12 members expire within 30 days'),
  alert('ALT-004', 'Low', 'Compliance', 'Sanctions screening list updated; re-screening scheduled'),
];

const meta = {
  title: 'Components/AdminConsole/AlertList',
  component: AlertList,
  args: {
    heading: 'Recent Alerts',
    description: 'Compliance, dispute and liquidity alerts.',
    listLabel: 'Alerts',
    alerts,
    severityFilter: {
      label: 'Filter by severity',
      options: [
        { value: 'all', label: 'All' },
        { value: 'high', label: 'High' },
        { value: 'medium', label: 'Medium' },
        { value: 'low', label: 'Low' },
      ],
      value: 'all',
      onChange: fn(),
    },
    acknowledgeText: 'Acknowledge',
    acknowledgedText: 'Acknowledged',
    empty: {
      title: 'No alert with this severity',
      body: 'There is no recent alert of this severity.',
      clear: 'Show all alerts',
    },
    onClearFilter: fn(),
    onAcknowledge: fn(),
    dir: 'ltr',
  },
} satisfies Meta<typeof AlertList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('severities in their colours', async () => {
      const list = within(canvas.getByRole('list', { name: 'Alerts' }));
      await expect(list.getByText('High')).toHaveAttribute('data-tone', 'danger');
      await expect(list.getByText('Low')).toHaveAttribute('data-tone', 'info');
    });
    await step('Acknowledge and the severity chips report to the screen', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Acknowledge: Liquidity pool/ }));
      await expect(args.onAcknowledge).toHaveBeenCalledWith('ALT-001');
      await userEvent.click(canvas.getByRole('radio', { name: 'High' }));
      await expect(args.severityFilter.onChange).toHaveBeenCalledWith('high');
    });
  },
};

export const Acknowledged: Story = {
  args: { alerts: alerts.map((item, index) => ({ ...item, acknowledged: index === 0 })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Acknowledged')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Acknowledge:/ })).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { alerts: [], severityFilter: { ...meta.args.severityFilter, value: 'low' } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show all alerts' }));
    await expect(args.onClearFilter).toHaveBeenCalled();
  },
};

/** An alert about a contract links to it on Smart Contracts. */
export const WithContractLink: Story = {
  args: {
    alerts: [
      {
        ...alert('ALT-003', 'High', 'Dispute', 'Dispute on contract SC-2026-003 escalated to arbitration'),
        link: { to: '/smart-contracts?contract=SC-2026-003', text: 'Open contract SC-2026-003' },
      },
      ...alerts,
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Open contract SC-2026-003' })).toHaveAttribute(
      'href',
      '/smart-contracts?contract=SC-2026-003',
    );
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};

export const ManyItems: Story = {
  args: {
    alerts: Array.from({ length: 12 }, (_, index) =>
      alert(
        `M-${index}`,
        (['High', 'Medium', 'Low'] as const)[index % 3]!,
        'Dispute',
        `Dispute on contract SC-2026-${index} escalated`,
      ),
    ),
  },
};

export const LongText: Story = {
  args: {
    alerts: [alert('L', 'High', 'Liquidity', 'A very long alert message that keeps going '.repeat(8))],
  },
};
