/**
 * Deal maker (/deal-maker): the deal, the negotiation terms
 * form, the deal's history, the AI recommendations, and its rules: a delivery date
 * before today is flagged; Send Proposal needs a volume and a price, each a number within its limits
 * (src/data/numberFields.ts) as the member's language writes it. The draft and the proposals sent
 * are the member store's; a draft stored under the legacy key (record version 0) is read once by the
 * migration (src/data/memberRecord.ts) and falls back to an empty form when it cannot be read.
 *
 * "Today" is always passed in (an ISO date, `YYYY-MM-DD`), so the rules are deterministic.
 */
import type { CompanyId } from './cast';
import { dated, sampleMoment } from './sampleWorld';
import { lotValue, priceOf, type PricedCommodity } from './prices';
import { termFields, type NegotiationTerms, type TermField } from './dealTerms';
import { addDays, isCalendarDay } from './calendar';
import { checkNumber, decimalText, numberIssueOf, type NumberIssue } from './decimal';
import { dealPriceField, dealVolumeField, type NumberField } from './numberFields';

export const dealStatuses = ['negotiating', 'agreed', 'closed'] as const;
export type DealStatus = (typeof dealStatuses)[number];

/** Deal. */
export interface Deal {
  id: string;
  /** The counterparties' cast ids (src/data/cast.ts). */
  parties: readonly CompanyId[];
  /** Commodity id (of the price table); its name is in the `commodities` namespace. */
  commodity: PricedCommodity;
  status: DealStatus;
  /** Percent. */
  matchScore: number;
  /** SDR: the table price of the commodity x the volume under negotiation. */
  estimatedValue: number;
}

/** Tonnes of wheat under negotiation. */
export const sampleDealVolume = 25_000;

export const sampleDeal: Deal = {
  id: 'DL-0420',
  parties: ['steppe-harvest', 'nile-petroleum'],
  commodity: 'wheat',
  status: 'negotiating',
  matchScore: 92,
  estimatedValue: lotValue('wheat', sampleDealVolume),
};

export const hasAnyTerm = (terms: NegotiationTerms): boolean =>
  termFields.some((field) => terms[field].trim() !== '');

export type TermProblem = NumberIssue | 'past' | 'invalidDate';
export type TermProblems = Partial<Record<'volume' | 'price' | 'deliveryDate', TermProblem>>;

/** The limits of the form's two number fields. */
export const amountFields = { volume: dealVolumeField, price: dealPriceField } as const satisfies Record<
  'volume' | 'price',
  NumberField
>;

/** A volume or price as `language` writes it, when it is a number within the field's limits. */
export function parseAmount(text: string, field: 'volume' | 'price', language: string): number | null {
  const check = checkNumber(text, amountFields[field], language);
  return check.ok ? check.value : null;
}

function amountProblem(text: string, field: 'volume' | 'price', language: string): TermProblem | undefined {
  const check = checkNumber(text, amountFields[field], language);
  return check.ok ? undefined : numberIssueOf[check.problem];
}

/**
 * What is wrong with the terms for a proposal sent `today`: volume and price must be numbers within
 * their limits, as `language` writes them; a delivery date, when given, must be a real date not
 * before today. Save Draft keeps any of this; only Send Proposal is refused.
 */
export function checkTerms(terms: NegotiationTerms, today: string, language: string): TermProblems {
  const problems: TermProblems = {};
  const volume = amountProblem(terms.volume, 'volume', language);
  if (volume) problems.volume = volume;
  const price = amountProblem(terms.price, 'price', language);
  if (price) problems.price = price;
  const date = terms.deliveryDate.trim();
  if (date !== '') {
    if (!isCalendarDay(date)) problems.deliveryDate = 'invalidDate';
    else if (isCalendarDay(today) && date < today) problems.deliveryDate = 'past';
  }
  return problems;
}

export const isSendable = (terms: NegotiationTerms, today: string, language: string): boolean =>
  Object.keys(checkTerms(terms, today, language)).length === 0;

/** The problems to show while typing: a missing value is only reported once a send was tried. */
export function visibleProblems(problems: TermProblems, sendTried: boolean): TermProblems {
  if (sendTried) return problems;
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== 'required'));
}

/** Volume times price, rounded to the cent, when both are numbers within their limits. */
export function proposalValue(terms: NegotiationTerms, language: string): number | null {
  const volume = parseAmount(terms.volume, 'volume', language);
  const price = parseAmount(terms.price, 'price', language);
  if (volume === null || price === null) return null;
  return Math.round(volume * price * 100) / 100;
}

/** The id of the member's n-th proposal on the deal (1-based): DL-0420-P001, DL-0420-P002, ... */
export function proposalId(sequence: number): string {
  const n = Number.isFinite(sequence) && sequence > 0 ? Math.floor(sequence) : 1;
  return `${sampleDeal.id}-P${String(n).padStart(3, '0')}`;
}

/** One past the highest proposal number held, so an id is never reused (reloads, imported files). */
export function nextProposalSequence(proposals: readonly { id: string }[]): number {
  const pattern = new RegExp(`^${sampleDeal.id}-P(\\d{1,9})$`);
  let highest = 0;
  for (const { id } of proposals) {
    const match = pattern.exec(id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return highest + 1;
}

export type ProposalStatus = 'sent' | 'accepted' | 'countered';

/** Semantic role of a proposal's status: sent is pending an answer, accepted succeeded, countered warns. */
export const proposalStatusTone: Record<ProposalStatus, 'pending' | 'success' | 'warning'> = {
  sent: 'pending',
  accepted: 'success',
  countered: 'warning',
};

/** One line of the deal's history: sample events, then the proposals sent from this screen. */
export interface DealHistoryEntry {
  id: string;
  kind: 'opened' | 'matched' | 'counterOffer' | 'proposal';
  /** ISO timestamp. */
  at: string;
  /** The terms of a proposal (kind `proposal`). */
  terms?: NegotiationTerms;
  /** The cast id of the company that made it (kind `counterOffer`). */
  company?: CompanyId;
}

export const sampleHistory = dated((): readonly DealHistoryEntry[] => [
  { id: 'hist-1', kind: 'matched', at: sampleMoment('2026-11-16T09:30:00Z') },
  { id: 'hist-2', kind: 'opened', at: sampleMoment('2026-11-17T14:05:00Z') },
  { id: 'hist-3', kind: 'counterOffer', at: sampleMoment('2026-11-20T11:45:00Z'), company: 'nile-petroleum' },
]);

/** An AI recommendation: what it suggests for which field of the form. */
export interface DealRecommendation {
  id: string;
  field: TermField;
  /** Percent. */
  confidence: number;
  /** The figure it puts into the volume or price field (written as the member's language writes it). */
  amount?: number;
  /** A day offset from today for the delivery date; text fields use `recommendations.<id>.value`. */
  daysFromToday?: number;
}

export const dealRecommendations: readonly DealRecommendation[] = [
  { id: 'rec-price', field: 'price', confidence: 87, amount: priceOf(sampleDeal.commodity) },
  { id: 'rec-volume', field: 'volume', confidence: 78, amount: sampleDealVolume },
  { id: 'rec-delivery', field: 'deliveryDate', confidence: 81, daysFromToday: 45 },
  { id: 'rec-payment', field: 'paymentTerms', confidence: 91 },
];

/**
 * The value a recommendation puts into the form, as `language` writes it ("245.50", "245,50"; `text`
 * is its translated value for text fields).
 */
export function recommendedValue(
  recommendation: DealRecommendation,
  today: string,
  text: string,
  language: string,
): string {
  if (recommendation.daysFromToday !== undefined) return addDays(today, recommendation.daysFromToday);
  if (recommendation.amount === undefined) return text;
  const decimals = recommendation.field === 'price' ? dealPriceField.maxDecimals : undefined;
  return decimalText(recommendation.amount, language, decimals);
}
