/**
 * Header controls exist twice: a static first-paint version and the live one that replaces it. Both
 * carry the same `data-focus-key`, so focus can follow the member across the swap.
 */
export const focusKeyAttribute = 'data-focus-key';

export function focusKey(key: string): { [focusKeyAttribute]: string } {
  return { [focusKeyAttribute]: key };
}
