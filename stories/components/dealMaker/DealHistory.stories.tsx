import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DealHistory } from '../../../src/components/dealMaker/DealHistory';
import { td } from './dealFixtures';

const sample = [
  {
    id: 'p1',
    title: 'Proposal 1',
    time: 'Nov 22, 2026, 10:00 AM',
    isProposal: true,
    status: { label: td('proposalStatus.sent'), tone: 'pending' as const },
    details: ['Volume (t): 25,000 t', 'Price (SDR per t): SDR 245.50'],
  },
  { id: 'h3', title: td('history.counterOffer'), time: 'Nov 20, 2026, 11:45 AM' },
  { id: 'h2', title: td('history.opened'), time: 'Nov 17, 2026, 2:05 PM' },
  { id: 'h1', title: td('history.matched'), time: 'Nov 16, 2026, 9:30 AM' },
];

const meta = {
  title: 'Components/DealMaker/DealHistory',
  component: DealHistory,
  args: { heading: td('history.heading'), items: sample, emptyText: td('history.empty') },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof DealHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithProposal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(4);
    await expect(canvas.getByText('Proposal 1')).toBeVisible();
    await expect(canvas.getByTestId('proposal-status')).toHaveTextContent('Sent');
  },
};

/** A link opened one proposal: it is marked as the current one. */
export const SelectedProposal: Story = {
  args: { selectedId: 'p1' },
  play: async ({ canvas }) => {
    const current = canvas.getAllByRole('listitem').filter((item) => item.getAttribute('aria-current'));
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent('Proposal 1');
  },
};

// Several proposals, each with its status: sent, countered, accepted.
export const Proposals: Story = {
  args: {
    items: [
      {
        id: 'p3',
        title: 'Proposal 3',
        time: 'Nov 24, 2026, 9:00 AM',
        isProposal: true,
        status: { label: td('proposalStatus.sent'), tone: 'pending' },
        details: ['Volume (t): 30,000 t'],
      },
      {
        id: 'p2',
        title: 'Proposal 2',
        time: 'Nov 23, 2026, 4:10 PM',
        isProposal: true,
        status: { label: td('proposalStatus.countered'), tone: 'warning' },
        details: ['Price (SDR per t): SDR 250.00'],
      },
      {
        id: 'p1',
        title: 'Proposal 1',
        time: 'Nov 22, 2026, 10:00 AM',
        isProposal: true,
        status: { label: td('proposalStatus.accepted'), tone: 'success' },
      },
    ],
  },
  play: async ({ canvas }) => {
    const statuses = canvas.getAllByTestId('proposal-status').map((badge) => badge.textContent);
    await expect(statuses).toEqual(['Sent', 'Countered', 'Accepted']);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(td('history.empty'))).toBeVisible();
  },
};

// Text typed into the form comes back as text, never as markup.
export const LongText: Story = {
  args: {
    items: [
      {
        id: 'p1',
        title: 'Proposal 1',
        time: 'Nov 22, 2026, 10:00 AM',
        isProposal: true,
        details: ['Special conditions: <b>bold</b> ' + 'and a very long condition '.repeat(15)],
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/<b>bold<\/b>/)).toBeVisible();
  },
};

export const ManyItems: Story = {
  args: {
    items: Array.from({ length: 12 }, (_, index) => ({
      id: `p${index}`,
      title: `Proposal ${12 - index} sent`,
      time: 'Nov 22, 2026, 10:00 AM',
      isProposal: true,
      details: ['Volume (t): 25,000 t'],
    })),
  },
};
