/** English sample views for the matching component stories, built from the sample matches. */
import type {
  BarterMatchCardTexts,
  BarterMatchView,
} from '../../../src/components/tradeMatching/BarterMatchCard';
import { recommendedMatches, type BarterMatch } from '../../../src/data/tradeMatching';
import { en } from '../../support/english';

const names: Record<string, string> = {
  wheat: 'Wheat',
  crudeOil: 'Crude oil',
  copper: 'Copper',
  cotton: 'Cotton',
  rice: 'Rice',
  fertilizer: 'Fertilizer',
  steel: 'Steel',
  coal: 'Coal',
  lng: 'LNG',
  soybeans: 'Soybeans',
  machinery: 'Machinery',
  textiles: 'Textiles',
};
const terms = {
  sdrSettlement: 'Direct SDR settlement',
  escrowMilestones: 'Multi-sig escrow, released by milestone',
  letterOfCredit: 'Letter of credit with staged shipments',
};
const complexity = { simple: 'Simple', medium: 'Medium', complex: 'Complex' };
const regions = new Intl.DisplayNames(['en-US'], { type: 'region' });
const sdr = (value: number) => `SDR ${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

export function englishView(match: BarterMatch): BarterMatchView {
  const parties = match.parties.map((party) => ({
    id: party.id,
    name: en(`cast:${party.id}`),
    location: regions.of(party.location) ?? party.location,
    detail: `offers ${party.offering.map((code) => names[code]).join(', ')}`,
  }));
  return {
    id: match.id,
    parties: match.includesMember
      ? [{ id: 'member', name: 'You', location: '', detail: '' }, ...parties]
      : parties,
    score: match.matchScore,
    scoreText: `${match.matchScore}%`,
    savingsText: sdr(match.estimatedSavings),
    logisticsText: sdr(match.logisticsCost),
    complexity: match.complexityLevel,
    complexityText: complexity[match.complexityLevel],
    termsText: terms[match.recommendedTerms],
    negotiationTo: `/negotiation-chat?room=${match.id}`,
  };
}

export const recommendedViews = recommendedMatches.map(englishView);

export const cardTexts = (match: BarterMatchView): BarterMatchCardTexts => ({
  title: `${match.parties.length}-party barter`,
  partiesLabel: 'Parties',
  score: 'Match score',
  savings: 'Estimated savings',
  logistics: 'Logistics cost',
  complexity: 'Complexity',
  terms: 'Recommended terms',
  startNegotiation: 'Start Negotiation',
});
