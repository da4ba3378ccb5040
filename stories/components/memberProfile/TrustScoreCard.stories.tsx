import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrustScoreCard } from '../../../src/components/memberProfile/TrustScoreCard';

const meta = {
  title: 'Components/MemberProfile/TrustScoreCard',
  component: TrustScoreCard,
  args: {
    heading: 'Trust score',
    headingId: 'trust-story-heading',
    description:
      'Weighted from four parts: trade volume 30%, completion rate 40%, partner ratings 20%, green credits 10%.',
    overallLabel: 'Overall trust score',
    overallText: '94.6',
    outOfText: 'out of 100',
    columns: { part: 'Part', score: 'Score', weight: 'Weight', points: 'Points' },
    rows: [
      {
        id: 'tradeVolume',
        label: 'Trade volume',
        score: 92,
        scoreText: '92',
        weightText: '30%',
        pointsText: '+27.6',
      },
      {
        id: 'completionRate',
        label: 'Completion rate',
        score: 98,
        scoreText: '98',
        weightText: '40%',
        pointsText: '+39.2',
      },
      {
        id: 'partnerRatings',
        label: 'Partner ratings',
        score: 95,
        scoreText: '95',
        weightText: '20%',
        pointsText: '+19.0',
      },
      {
        id: 'greenCredits',
        label: 'Green credits',
        score: 88,
        scoreText: '88',
        weightText: '10%',
        pointsText: '+8.8',
      },
    ],
  },
} satisfies Meta<typeof TrustScoreCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('trust-overall')).toHaveTextContent('94.6');
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(4);
    const row = canvas.getByRole('row', { name: /^Completion rate/ });
    await expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['98', '40%', '+39.2']);
  },
};

export const Empty: Story = { args: { rows: [], overallText: '0.0' } };

export const Zero: Story = {
  args: {
    overallText: '0.0',
    rows: [
      {
        id: 'tradeVolume',
        label: 'Trade volume',
        score: 0,
        scoreText: '0',
        weightText: '30%',
        pointsText: '+0.0',
      },
    ],
  },
};
