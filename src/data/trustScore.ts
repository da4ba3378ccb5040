/**
 * The trust score: its four parts and their weights (30/40/20/10), and the overall score. Shown by the
 * member profile and the membership packages (src/data/membershipPackages.ts re-exports it).
 */

/** Trust score weights in percent: they add up to 100. */
export const trustScoreWeights = {
  tradeVolume: 30,
  completionRate: 40,
  partnerRatings: 20,
  greenCredits: 10,
} as const;

export type TrustComponent = keyof typeof trustScoreWeights;
export const trustComponents = Object.keys(trustScoreWeights) as TrustComponent[];

/**
 * Overall trust score from its four parts (each 0-100): the weighted sum, rounded to one decimal.
 * A part that is not a number counts as 0; parts are clamped to 0-100.
 */
export function overallTrustScore(parts: Record<TrustComponent, number>): number {
  let total = 0;
  for (const key of trustComponents) {
    const raw = parts[key];
    const value = Number.isFinite(raw) ? Math.min(100, Math.max(0, raw)) : 0;
    total += (value * trustScoreWeights[key]) / 100;
  }
  return Math.round(total * 10) / 10;
}
