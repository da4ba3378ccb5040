import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CandidateList, type CandidateView } from '../../../src/components/tradeMatching/CandidateList';

const candidate = (id: string, name: string, detail: string, usable = true): CandidateView => ({
  id,
  name,
  detail,
  useLabel: `Use in search: ${name}`,
  removeLabel: `Remove ${name} from your candidates`,
  usable,
});

const candidates = [
  candidate('candidate-prod-005', 'Copper Concentrate', 'Trades as Copper · added Nov 22, 2026'),
  candidate('candidate-prod-001', 'Brent Crude Oil', 'Trades as Crude oil · added Nov 21, 2026'),
];

const meta = {
  title: 'Components/TradeMatching/CandidateList',
  component: CandidateList,
  args: {
    heading: 'Your candidates',
    description: 'Products you Quick Matched in the explorer. Use one to fill the matching search.',
    candidates,
    texts: {
      use: 'Use in search',
      remove: 'Remove',
      emptyTitle: 'No candidates yet',
      emptyBody: 'Press Quick Match on a product in the explorer and it waits here for a search.',
      emptyAction: 'Open the explorer',
    },
    explorerPath: '/explorer',
    onUse: fn(),
    onRemove: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof CandidateList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCandidates: Story = {
  play: async ({ canvas, args, step }) => {
    await step('Use and Remove call back with the candidate', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Use in search: Copper Concentrate' }));
      await expect(args.onUse).toHaveBeenCalledWith('candidate-prod-005');
      await userEvent.click(
        canvas.getByRole('button', { name: 'Remove Brent Crude Oil from your candidates' }),
      );
      await expect(args.onRemove).toHaveBeenCalledWith('candidate-prod-001');
    });
  },
};

// The candidate whose search is in the form is marked (and its Use button pressed).
export const Selected: Story = {
  args: { selectedId: 'candidate-prod-005' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Use in search: Copper Concentrate' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Empty: Story = {
  args: { candidates: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No candidates yet')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the explorer' })).toHaveAttribute(
      'href',
      '/explorer',
    );
  },
};

// Goods the network does not trade cannot fill a search: Use is disabled, Remove still works.
export const NotTraded: Story = {
  args: {
    candidates: [
      candidate(
        'candidate-x',
        'Green Arabica Coffee',
        'Not traded in the network yet · added Nov 22, 2026',
        false,
      ),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Use in search: Green Arabica Coffee' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    candidates: [
      candidate(
        'candidate-long',
        'Industrial Microcontrollers, automotive grade, 32-bit, with long-term supply agreement and spare stock '.repeat(
          2,
        ),
        'Trades as Machinery · added Nov 22, 2026',
      ),
      candidate('candidate-html', '<b>Not bold</b> <img src=x>', 'Trades as Copper · added Nov 22, 2026'),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('<b>Not bold</b> <img src=x>')).toBeVisible();
  },
};

export const ManyItems: Story = {
  args: {
    candidates: Array.from({ length: 8 }, (_, index) =>
      candidate(`candidate-${index}`, `Product ${index + 1}`, 'Trades as Wheat · added Nov 22, 2026'),
    ),
  },
};
