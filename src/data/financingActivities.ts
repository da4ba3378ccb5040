/**
 * Sample data and pure rules of the financing activities screen: financing offers (Active, Available or Under Review), the calculator (its
 * estimate is a fixed SDR 12,500), active loans (progress = (principal − remaining) / principal),
 * investment opportunities (minimums SDR 10,000, 50,000 and 100,000) and the cash-flow forecast. Amounts
 * are SDR. Display text lives in `public/locales/<lng>/financingActivities.json`; this file holds codes.
 */
import type { CompanyId } from './cast';
import { dated, sampleDay } from './sampleWorld';
import { checkNumber, type NumberProblem } from './decimal';
import {
  financingAmountField,
  financingRateField,
  financingTermField,
  type NumberField,
} from './numberFields';

export type FinancingStatus = 'active' | 'available' | 'underReview';
export type RiskLevel = 'low' | 'medium' | 'high';

export interface FinancingOffer {
  id: string;
  /** Translation code of the type (`offerTypes.<code>`). */
  type: string;
  /** The provider's cast id (src/data/cast.ts). */
  provider: CompanyId;
  /** SDR. */
  amount: number;
  /** Annual rate in percent. */
  rate: number;
  /** Months. */
  term: number;
  status: FinancingStatus;
  /** Percent of the facility drawn. */
  utilization: number;
}

export interface Loan {
  id: string;
  principal: number;
  remaining: number;
  /** Annual rate in percent. */
  interestRate: number;
  /** ISO date. */
  nextPayment: string;
  paymentAmount: number;
  /** ISO date. */
  maturity: string;
}

export interface Investment {
  /** Translation code of the name (`investments.<code>`). */
  name: string;
  minInvestment: number;
  /** Percent a year. */
  expectedReturn: number;
  riskLevel: RiskLevel;
  /** Months. */
  duration: number;
}

// The forecast continues the member's cash flow of this month (financial status): one source.
export { cashFlowForecast } from './cashFlow';

export const financingOffers: readonly FinancingOffer[] = [
  {
    id: 'FIN-001',
    type: 'tradeFinance',
    provider: 'silk-road-bank',
    amount: 5_000_000,
    rate: 4.5,
    term: 12,
    status: 'active',
    utilization: 65,
  },
  {
    id: 'FIN-002',
    type: 'supplyChain',
    provider: 'asia-trade-capital',
    amount: 2_500_000,
    rate: 3.8,
    term: 6,
    status: 'available',
    utilization: 0,
  },
  {
    id: 'FIN-003',
    type: 'workingCapital',
    provider: 'global-commodity-fund',
    amount: 1_000_000,
    rate: 5.2,
    term: 24,
    status: 'underReview',
    utilization: 0,
  },
  {
    id: 'FIN-004',
    type: 'letterOfCredit',
    provider: 'eurasian-export-bank',
    amount: 3_000_000,
    rate: 2.9,
    term: 9,
    status: 'available',
    utilization: 0,
  },
];

export const loans = dated((): readonly Loan[] => [
  {
    id: 'LN-2026-001',
    principal: 2_000_000,
    remaining: 1_250_000,
    interestRate: 4.5,
    nextPayment: sampleDay('2026-12-15'),
    paymentAmount: 85_000,
    maturity: sampleDay('2028-06-30'),
  },
  {
    id: 'LN-2026-002',
    principal: 800_000,
    remaining: 200_000,
    interestRate: 3.8,
    nextPayment: sampleDay('2026-12-01'),
    paymentAmount: 50_000,
    maturity: sampleDay('2027-03-31'),
  },
]);

/** Minimums SDR 10,000, 50,000 and 100,000. */
export const investments: readonly Investment[] = [
  { name: 'tradeFinanceFund', minInvestment: 10_000, expectedReturn: 6.5, riskLevel: 'low', duration: 12 },
  {
    name: 'commodityInfrastructure',
    minInvestment: 50_000,
    expectedReturn: 9.2,
    riskLevel: 'medium',
    duration: 24,
  },
  { name: 'emergingMarkets', minInvestment: 100_000, expectedReturn: 12.8, riskLevel: 'high', duration: 36 },
];

/** The calculator's estimate: a fixed SDR 12,500 whatever is entered. */
export const calculatorEstimate = 12_500;

/**
 * Loan progress in percent: (principal − remaining) / principal × 100, kept within 0 to 100 (a
 * remaining above the principal shows 0, a negative remaining 100); 0 for a principal that is not a
 * positive number.
 */
export function loanProgress(principal: number, remaining: number): number {
  if (!Number.isFinite(principal) || !Number.isFinite(remaining) || principal <= 0) return 0;
  return Math.min(100, Math.max(0, ((principal - remaining) / principal) * 100));
}

/** Status colour: Active green, Available blue, Under Review amber. Always shown with its text. */
export function financingStatusTone(status: FinancingStatus): 'success' | 'info' | 'warning' {
  return status === 'active' ? 'success' : status === 'available' ? 'info' : 'warning';
}

/** Risk colour: low green, medium amber, high red. Always shown with its text. */
export function riskTone(level: RiskLevel): 'success' | 'warning' | 'danger' {
  return level === 'low' ? 'success' : level === 'medium' ? 'warning' : 'danger';
}

/** Only an Available offer can be applied for; Active ones are in use, Under Review ones are pending. */
export function canApplyFor(status: FinancingStatus): boolean {
  return status === 'available';
}

// ---------------------------------------------------------------------------------------------------
// Calculator input: limits that keep the figures sensible and say what is wrong, without ever
// rewriting what was typed.

export type NumberFieldError =
  | 'empty'
  | 'tooLong'
  | 'notNumber'
  | 'exponent'
  | 'separators'
  | 'negative'
  | 'belowMin'
  | 'aboveMax'
  | 'decimals'
  | 'notWhole';

export type NumberFieldResult = { ok: true; value: number } | { ok: false; error: NumberFieldError };

/** Amount: SDR 1,000 to 100,000,000, cents at most. */
export const amountRule: NumberField = financingAmountField;
/** Term: 1 to 360 whole months. */
export const termRule: NumberField = financingTermField;
/** Rate: 0.01 % to 50 % a year, two decimals at most. */
export const rateRule: NumberField = financingRateField;

/** This form's name for each problem of the shared reader. */
const fieldErrors: Record<NumberProblem, NumberFieldError> = {
  empty: 'empty',
  tooLong: 'tooLong',
  notNumber: 'notNumber',
  exponent: 'exponent',
  separator: 'notNumber',
  grouping: 'separators',
  negative: 'negative',
  decimals: 'decimals',
  aboveMax: 'aboveMax',
  belowMin: 'belowMin',
};

/**
 * Reads a typed number as `language` writes it (in Spanish and Russian the comma is the decimal
 * mark), surrounding spaces tolerated. Thousands separators, exponents ("1e5"), signs, text longer
 * than the field reads and anything else are refused with a reason.
 */
export function parseNumberField(text: string, rule: NumberField, language: string): NumberFieldResult {
  const check = checkNumber(text, rule, language);
  if (check.ok) return check;
  if (check.problem === 'decimals' && rule.maxDecimals === 0) return { ok: false, error: 'notWhole' };
  return { ok: false, error: fieldErrors[check.problem] };
}

export interface CalculatorInput {
  amount: string;
  term: string;
  rate: string;
}

export type CalculatorErrors = Partial<Record<keyof CalculatorInput, NumberFieldError>>;

/** Every field's error (none when all are valid). */
export function validateCalculator(input: CalculatorInput, language: string): CalculatorErrors {
  const errors: CalculatorErrors = {};
  const rules = { amount: amountRule, term: termRule, rate: rateRule } as const;
  for (const key of ['amount', 'term', 'rate'] as const) {
    const result = parseNumberField(input[key], rules[key], language);
    if (!result.ok) errors[key] = result.error;
  }
  return errors;
}
