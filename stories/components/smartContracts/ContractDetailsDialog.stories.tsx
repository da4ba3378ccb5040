import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContractDetailsDialog } from '../../../src/components/smartContracts/ContractDetailsDialog';
import { docsFrame } from '../../support/storyKit';

const meta = {
  title: 'Components/SmartContracts/ContractDetailsDialog',
  parameters: { docs: { story: docsFrame(680) } },
  component: ContractDetailsDialog,
  args: {
    contract: {
      id: 'SC-2026-002',
      parties: ['Cerrado Agro Exports', 'Rhine Machinery GmbH'],
      statusLabel: 'Pending',
      statusTone: 'warning',
      value: '1.8M SDR',
      milestones: '1 of 4 completed',
      milestonePercent: 25,
      template: 'Milestone Escrow',
      gas: '320,000',
    },
    labels: {
      title: (id: string) => `Contract ${id}`,
      close: 'Close',
      parties: 'Parties',
      status: 'Status',
      value: 'Value',
      milestones: 'Milestones',
      template: 'Template',
      gas: 'Estimated gas',
      transactions: 'On-chain transactions',
    },
    onClose: fn(),
  },
} satisfies Meta<typeof ContractDetailsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Contract SC-2026-002' });
    await expect(dialog).toHaveTextContent('1 of 4 completed');
    await userEvent.click(body.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** The contract's chain transactions, each a link to it on the blockchain monitor. */
export const WithTransactions: Story = {
  args: {
    contract: {
      ...meta.args.contract,
      transactions: [
        { id: 'tx-007', text: '0x4a6c8e…0d2f4a6c', href: '/blockchain-monitor?tx=tx-007' },
        { id: 'tx-008', text: '0x5d7f9b…c1e3a5d7', href: '/blockchain-monitor?tx=tx-008' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Contract SC-2026-002' });
    await expect(dialog).toHaveTextContent('On-chain transactions');
    await expect(within(dialog).getByRole('link', { name: '0x4a6c8e…0d2f4a6c' })).toHaveAttribute(
      'href',
      '/blockchain-monitor?tx=tx-007',
    );
    await expect(within(dialog).getAllByRole('link')).toHaveLength(2);
  },
};

export const Closed: Story = { args: { contract: null } };
