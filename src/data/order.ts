/**
 * Orders machine text (ISO dates and times, ids) by its UTF-16 code units: ISO times in time order,
 * and the same order in every language (`localeCompare` follows the interface language's collation,
 * where case and punctuation weigh differently).
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
