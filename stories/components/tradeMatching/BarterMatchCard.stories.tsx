import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BarterMatchCard } from '../../../src/components/tradeMatching/BarterMatchCard';
import { buildMatch, tradingNetwork } from '../../../src/data/tradeMatching';
import { findBarterMatches } from '../../../src/data/matchingSearch';
import { cardTexts, englishView, recommendedViews } from './matchingFixtures';

const medium = recommendedViews[0]!;

const meta = {
  title: 'Components/TradeMatching/BarterMatchCard',
  component: BarterMatchCard,
  args: { match: medium, texts: cardTexts(medium) },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof BarterMatchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Medium: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Complexity: Medium')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Start Negotiation' })).toHaveAttribute(
      'href',
      '/negotiation-chat?room=match-steppe-harvest--nile-petroleum--rhine-machinery',
    );
  },
};

export const Simple: Story = {
  args: { match: recommendedViews[1]!, texts: cardTexts(recommendedViews[1]!) },
};

export const Complex: Story = {
  args: { match: recommendedViews[2]!, texts: cardTexts(recommendedViews[2]!) },
};

// A search result: the member is the first party.
const found = englishView(findBarterMatches({ offering: ['crude oil'], seeking: ['wheat'] })[0]!);
export const WithMember: Story = { args: { match: found, texts: cardTexts(found) } };

// A low score shows red.
const low = englishView({ ...buildMatch([tradingNetwork[7]!, tradingNetwork[5]!], false), matchScore: 72 });
export const LowScore: Story = { args: { match: low, texts: cardTexts(low) } };

export const LongText: Story = {
  args: {
    match: {
      ...medium,
      parties: medium.parties.map((party) => ({
        ...party,
        name: `${party.name} International Holding Company Limited`,
      })),
      termsText:
        'Letter of credit with staged shipments, inspected at loading and discharge ports by an agreed surveyor',
    },
  },
};
