import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MatchCard, type MatchCardProps } from '../../../src/components/dashboard/MatchCard';
import { TradeMatchesPanel } from '../../../src/components/dashboard/TradeMatchesPanel';

const card = (id: number, offering: string, seeking: string): MatchCardProps & { id: number } => ({
  id,
  offering,
  seeking,
  offeringLabel: 'Offering',
  seekingLabel: 'Seeking',
  matchScore: 90 - id,
  scoreText: `${90 - id}% match`,
  valueText: 'SDR 1,180,000.00',
  country: 'Brazil',
  status: 'pending',
  statusLabel: 'Pending',
  connection: 'idle',
  buttonText: 'Connect',
  buttonName: `Connect: ${offering} for ${seeking}`,
  onConnect: () => {},
});

const cards = [card(1, 'Soybeans', 'Fertilizer'), card(2, 'Copper Cathodes', 'Solar Panels')];

const meta = {
  title: 'Components/Dashboard/TradeMatchesPanel',
  component: TradeMatchesPanel,
  args: {
    heading: 'AI Trade Matching',
    description: 'Barter partners ranked by match score.',
    search: {
      label: 'Search matches',
      placeholder: 'Search by goods or country...',
      clearLabel: 'Clear search',
      value: '',
      onChange: fn(),
    },
    resultCount: 2,
    resultText: '',
    listLabel: 'Trade matches',
    empty: { title: 'No matches found', body: 'No match offers or seeks “zzz”.', action: 'Clear search' },
    children: cards.map(({ id, ...props }) => <MatchCard key={id} {...props} />),
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof TradeMatchesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Searching: Story = {
  args: {
    search: { ...meta.args.search, value: 'soy' },
    resultCount: 1,
    resultText: '1 match shown',
    children: [
      ...cards.slice(0, 1).map(({ id, ...props }) => <MatchCard key={id} {...props} />),
      ...cards.slice(1).map(({ id, ...props }) => <MatchCard key={id} {...props} hidden />),
    ],
  },
};

export const Empty: Story = {
  args: { search: { ...meta.args.search, value: 'zzz' }, resultCount: 0 },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the empty state offers to clear the search', async () => {
      await expect(canvas.getByText('No matches found')).toBeVisible();
      canvas.getAllByRole('button', { name: 'Clear search' }).at(-1)?.click();
      await expect(args.search.onChange).toHaveBeenCalledWith('');
    });
  },
};

// HTML typed into the search is shown as text.
export const HtmlInSearch: Story = {
  args: {
    search: { ...meta.args.search, value: '<b>bold</b>' },
    resultCount: 0,
    empty: {
      title: 'No matches found',
      body: 'No match offers or seeks “<b>bold</b>”.',
      action: 'Clear search',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};
