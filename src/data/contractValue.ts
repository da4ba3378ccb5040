/**
 * How a stored contract's value is read. Its own file without imports: the member record's validator
 * (on the wallet's first paint) needs it without the contract sample data.
 */
const legacyValueUnits: Readonly<Record<string, number>> = { K: 1_000, M: 1_000_000 };

/**
 * A stored contract's value in SDR: a number, or the text earlier builds stored ("3.2M SDR",
 * "850K SDR"); null for anything else.
 */
export function contractValueOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,6}(?:\.\d{1,3})?)([KM]) SDR$/.exec(value);
  return match ? Math.round(Number(match[1]) * (legacyValueUnits[match[2] ?? ''] ?? 0)) : null;
}
