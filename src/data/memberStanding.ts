/**
 * The member's standing, defined once for every screen that shows it: the credit rating (member
 * profile, financial status, the Gold tier's "credit rating A- or above"), the green compliance
 * certification Gold asks for (member profile's sustainability verification and certifications), and
 * the member's monthly cash flow (financial status shows the month in progress; financing activities
 * forecasts the months after it, on the same scale).
 *
 * Amounts are SDR. Pure data and rules: no screen code, so any route can import it at first paint.
 */

/** A credit grade on the usual scale, best first. */
export const creditGrades = [
  'AAA',
  'AA+',
  'AA',
  'AA-',
  'A+',
  'A',
  'A-',
  'BBB+',
  'BBB',
  'BBB-',
  'BB+',
  'BB',
  'BB-',
  'B+',
  'B',
  'B-',
  'CCC',
  'CC',
  'C',
  'D',
] as const;
export type CreditGrade = (typeof creditGrades)[number];

/** The member's credit rating, shown as written on the profile and on financial status. */
export const memberCreditRating: CreditGrade = 'AA-';

/** The lowest rating the Gold tier accepts: "credit rating A- or above". */
export const goldMinimumCreditRating: CreditGrade = 'A-';

/** True when `rating` is a known grade at least as good as `minimum`; anything unknown is not. */
export function ratingAtLeast(rating: string, minimum: CreditGrade): boolean {
  const index = (creditGrades as readonly string[]).indexOf(rating);
  return index >= 0 && index <= creditGrades.indexOf(minimum);
}

/**
 * The green compliance certification the member holds (the Gold tier's requirement): ISO 14001,
 * environmental management, verified as the profile's sustainability verification.
 */
export const memberGreenCertification = {
  certificate: 'ISO 14001',
  verifiedOn: '2026-09-28',
} as const;

export interface CashFlowMonth {
  /** ISO month, `YYYY-MM`. */
  month: string;
  inflow: number;
  outflow: number;
  net: number;
}

/** The month in progress: the Cash flow card of financial status ("This month"). */
export const cashFlowThisMonth: CashFlowMonth = {
  month: '2026-11',
  inflow: 1_450_000,
  outflow: 1_150_000,
  net: 300_000,
};

/** The six months after it: the forecast of financing activities. */
export const cashFlowForecast: readonly CashFlowMonth[] = [
  { month: '2026-12', inflow: 1_200_000, outflow: 950_000, net: 250_000 },
  { month: '2027-01', inflow: 1_350_000, outflow: 1_100_000, net: 250_000 },
  { month: '2027-02', inflow: 1_100_000, outflow: 1_250_000, net: -150_000 },
  { month: '2027-03', inflow: 1_500_000, outflow: 1_150_000, net: 350_000 },
  { month: '2027-04', inflow: 1_650_000, outflow: 1_300_000, net: 350_000 },
  { month: '2027-05', inflow: 1_800_000, outflow: 1_400_000, net: 400_000 },
];
