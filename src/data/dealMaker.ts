/**
 * Deal maker (/deal-maker; spec part 2: Deal Maker, sections 3, 4, 5): the deal, the negotiation terms
 * form, the deal's history, the AI recommendations, and the rules the issue adds: a delivery date
 * before today is flagged; Send Proposal needs a volume and a price; a volume or price typed as a
 * number must be above zero (other text is free, as the spec says). The draft and the proposals sent
 * are the member store's; a draft an earlier build stored under its own key is read once by the
 * migration (src/data/memberRecord.ts) and falls back to an empty form when it cannot be read.
 *
 * "Today" is always passed in (an ISO date, `YYYY-MM-DD`), so the rules are deterministic.
 */
import { sampleMoment } from './sampleWorld';
import { termFields, type NegotiationTerms, type TermField } from './dealTerms';
import { addDays, isCalendarDay } from './calendar';
import { readDecimal, signedValue } from './decimal';

export const dealStatuses = ['negotiating', 'agreed', 'closed'] as const;
export type DealStatus = (typeof dealStatuses)[number];

/** Spec section 3: Deal. */
export interface Deal {
  id: string;
  parties: readonly string[];
  /** Commodity code; the screen shows `commodities.<code>`. */
  commodity: string;
  status: DealStatus;
  /** Percent. */
  matchScore: number;
  /** SDR. */
  estimatedValue: number;
}

export const sampleDeal: Deal = {
  id: 'DL-0420',
  parties: ['Steppe Harvest', 'Nile Petroleum'],
  commodity: 'wheat',
  status: 'negotiating',
  matchScore: 92,
  estimatedValue: 6_137_500,
};

export const hasAnyTerm = (terms: NegotiationTerms): boolean =>
  termFields.some((field) => terms[field].trim() !== '');

export type TermProblem = 'required' | 'notPositive' | 'tooLarge' | 'past' | 'invalidDate';
export type TermProblems = Partial<Record<'volume' | 'price' | 'deliveryDate', TermProblem>>;

/** Above this a volume or price is a typing slip. */
export const maxAmount = 1_000_000_000_000;

/**
 * A volume or price typed as a plain number (`5,000`, `245.50`, `-3`) gives that number; free text
 * ("5,000 t", "market + 2%") gives null: it is accepted as written.
 */
export function parseAmount(text: string): number | null {
  const reading = readDecimal(text);
  return reading.kind === 'number' ? signedValue(reading) : null;
}

function amountProblem(text: string): TermProblem | undefined {
  if (text.trim() === '') return 'required';
  const value = parseAmount(text);
  if (value === null) return undefined;
  if (!Number.isFinite(value) || value > maxAmount) return 'tooLarge';
  return value <= 0 ? 'notPositive' : undefined;
}

/**
 * What is wrong with the terms for a proposal sent `today`: volume and price must be given (and
 * above zero when they are plain numbers); a delivery date, when given, must be a real date not
 * before today. Save Draft keeps any of this; only Send Proposal is refused.
 */
export function checkTerms(terms: NegotiationTerms, today: string): TermProblems {
  const problems: TermProblems = {};
  const volume = amountProblem(terms.volume);
  if (volume) problems.volume = volume;
  const price = amountProblem(terms.price);
  if (price) problems.price = price;
  const date = terms.deliveryDate.trim();
  if (date !== '') {
    if (!isCalendarDay(date)) problems.deliveryDate = 'invalidDate';
    else if (isCalendarDay(today) && date < today) problems.deliveryDate = 'past';
  }
  return problems;
}

export const isSendable = (terms: NegotiationTerms, today: string): boolean =>
  Object.keys(checkTerms(terms, today)).length === 0;

/** The problems to show while typing: a missing value is only reported once a send was tried. */
export function visibleProblems(problems: TermProblems, sendTried: boolean): TermProblems {
  if (sendTried) return problems;
  return Object.fromEntries(Object.entries(problems).filter(([, problem]) => problem !== 'required'));
}

/** Volume times price, when both are plain positive numbers. */
export function proposalValue(terms: NegotiationTerms): number | null {
  const volume = parseAmount(terms.volume);
  const price = parseAmount(terms.price);
  if (volume === null || price === null || volume <= 0 || price <= 0) return null;
  const value = volume * price;
  return Number.isFinite(value) ? value : null;
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
}

export const sampleHistory: readonly DealHistoryEntry[] = [
  { id: 'hist-1', kind: 'matched', at: sampleMoment('2026-11-16T09:30:00Z') },
  { id: 'hist-2', kind: 'opened', at: sampleMoment('2026-11-17T14:05:00Z') },
  { id: 'hist-3', kind: 'counterOffer', at: sampleMoment('2026-11-20T11:45:00Z') },
];

/** An AI recommendation: what it suggests for which field of the form. */
export interface DealRecommendation {
  id: string;
  field: TermField;
  /** Percent. */
  confidence: number;
  /**
   * The value it puts into the form: a number as text for volume and price, a day offset from today
   * for the delivery date, and for text fields the screen uses the translation `recommendations.<id>.value`.
   */
  value?: string;
  daysFromToday?: number;
}

export const dealRecommendations: readonly DealRecommendation[] = [
  { id: 'rec-price', field: 'price', confidence: 87, value: '245.50' },
  { id: 'rec-volume', field: 'volume', confidence: 78, value: '25000' },
  { id: 'rec-delivery', field: 'deliveryDate', confidence: 81, daysFromToday: 45 },
  { id: 'rec-payment', field: 'paymentTerms', confidence: 91 },
];

/** The value a recommendation puts into the form (`text` is its translated value for text fields). */
export function recommendedValue(recommendation: DealRecommendation, today: string, text: string): string {
  if (recommendation.daysFromToday !== undefined) return addDays(today, recommendation.daysFromToday);
  return recommendation.value ?? text;
}
