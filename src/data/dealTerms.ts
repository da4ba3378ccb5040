/**
 * The deal maker's negotiation terms: their fields, the empty form and the reader of a draft an
 * earlier build stored. On their own so the member store (which keeps and migrates the draft) does not
 * carry the deal maker's sample data and rules.
 */
/** The negotiation terms form: every field is text as typed; the date is `YYYY-MM-DD`. */
export interface NegotiationTerms {
  volume: string;
  price: string;
  deliveryDate: string;
  paymentTerms: string;
  qualitySpecs: string;
  specialConditions: string;
}

export const termFields = [
  'volume',
  'price',
  'deliveryDate',
  'paymentTerms',
  'qualitySpecs',
  'specialConditions',
] as const satisfies readonly (keyof NegotiationTerms)[];
export type TermField = (typeof termFields)[number];

export const emptyTerms: NegotiationTerms = {
  volume: '',
  price: '',
  deliveryDate: '',
  paymentTerms: '',
  qualitySpecs: '',
  specialConditions: '',
};

/**
 * A draft an earlier build stored, read back: the string fields of a JSON object are kept, anything else (not JSON, not
 * an object, numbers, nested objects) gives the empty value of that field, so a broken store never
 * breaks the screen.
 */
export function parseStoredDraft(raw: string | null): NegotiationTerms {
  if (raw === null) return { ...emptyTerms };
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ...emptyTerms };
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ...emptyTerms };
  const record = parsed as Record<string, unknown>;
  const terms = { ...emptyTerms };
  for (const field of termFields) {
    const value = record[field];
    if (typeof value === 'string') terms[field] = value;
  }
  return terms;
}
