import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TradeMatchList, type TradeMatchView } from '../../../src/components/tradeSimulator/TradeMatchList';

const match = (id: number, score: number, status: TradeMatchView['status']): TradeMatchView => ({
  id: `m-${id}`,
  party1: 'Sino Steel Corp',
  party2: 'Gulf Energy Trading',
  exchange: 'Steel Coils for Crude Oil',
  scoreLabel: `Score ${score}`,
  scoreTone: score >= 90 ? 'success' : score >= 80 ? 'warning' : 'danger',
  status,
  statusLabel: { potential: 'Potential', matched: 'Matched', executing: 'Executing' }[status],
  acceptLabel: `Accept match ${id}`,
});

const meta = {
  title: 'Components/TradeSimulator/TradeMatchList',
  component: TradeMatchList,
  args: {
    heading: 'Trade Matches',
    listLabel: 'Proposed trade matches',
    matches: [],
    acceptText: 'Accept',
    onAccept: fn(),
    empty: { title: 'No matches yet', body: "Drag a party's offering onto another party's card." },
  },
} satisfies Meta<typeof TradeMatchList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No matches yet')).toBeVisible();
  },
};

/** One match per score band (green >= 90, yellow >= 80, red < 80) and per status. */
export const Matches: Story = {
  args: { matches: [match(1, 95, 'potential'), match(2, 84, 'matched'), match(3, 72, 'executing')] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const scores = canvas.getAllByTestId('match-score');
    await expect(scores.map((s) => s.dataset.tone)).toEqual(['success', 'warning', 'danger']);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept match 1' }));
    await expect(args.onAccept).toHaveBeenCalledWith('m-1');
  },
};

export const ManyMatches: Story = {
  args: { matches: Array.from({ length: 12 }, (_, i) => match(i + 1, 70 + i * 2, 'potential')) },
};
