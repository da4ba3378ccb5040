import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ActiveContractsList,
  type ActiveContractView,
} from '../../../src/components/smartContracts/ActiveContractsList';

const contract = (id: string, active: boolean, completed: number, total: number): ActiveContractView => ({
  id,
  parties: 'Sino Steel Corp ↔ Gulf Energy Trading',
  statusLabel: active ? 'Active' : 'Pending',
  statusTone: active ? 'success' : 'warning',
  value: '2.5M SDR',
  milestones: `${completed} of ${total} completed`,
  milestonePercent: (completed / total) * 100,
  viewLabel: `View Details: ${id}`,
});

const meta = {
  title: 'Components/SmartContracts/ActiveContractsList',
  component: ActiveContractsList,
  args: {
    heading: 'Active Contracts',
    listLabel: 'Active contracts',
    contracts: [contract('SC-2026-001', true, 3, 5), contract('SC-2026-002', false, 1, 4)],
    valueLabel: 'Value',
    milestonesLabel: 'Milestones',
    viewText: 'View Details',
    newText: 'New',
    empty: { title: 'No contracts yet', body: 'Deploy a template to create one.' },
    onView: fn(),
  },
} satisfies Meta<typeof ActiveContractsList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contracts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Active')).toHaveAttribute('data-tone', 'success');
    await expect(canvas.getByText('Pending')).toHaveAttribute('data-tone', 'warning');
    await userEvent.click(canvas.getByRole('button', { name: 'View Details: SC-2026-002' }));
    await expect(args.onView).toHaveBeenCalledWith('SC-2026-002');
  },
};

export const Empty: Story = {
  args: { contracts: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No contracts yet')).toBeVisible();
  },
};

export const NewlyDeployed: Story = {
  args: {
    contracts: [{ ...contract('SC-NEW-001', true, 0, 4), isNew: true }, contract('SC-2026-001', true, 3, 5)],
  },
};

export const ManyContracts: Story = {
  args: {
    contracts: Array.from({ length: 10 }, (_, i) => contract(`SC-2026-${100 + i}`, i % 3 !== 0, i % 4, 4)),
  },
};
