/**
 * A tiny validator for what was stored: each check returns the value typed, or throws `Invalid`, caught
 * once by `readOrNull`. Hand-written rather than a schema library: the wallet's first paint carries it
 * and sits within 1 kB of its budget.
 */

/** Longest list kept in any collection of the member's record. */
const maxListLength = 5000;

class Invalid extends Error {}
export type Check<T> = (value: unknown) => T;

export const fail = (): never => {
  throw new Invalid();
};
export const text: Check<string> = (value) => (typeof value === 'string' ? value : fail());
export const optionalText: Check<string | undefined> = (value) =>
  value === undefined ? undefined : text(value);
export const nullableText: Check<string | null> = (value) => (value === null ? null : text(value));
export const count: Check<number> = (value) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fail();
export const finite: Check<number> = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fail();
export const bool: Check<boolean> = (value) => (typeof value === 'boolean' ? value : fail());
export const oneOf =
  <T extends string>(options: readonly T[]): Check<T> =>
  (value) =>
    (options as readonly unknown[]).includes(value) ? (value as T) : fail();
export const listOf =
  <T>(item: Check<T>): Check<T[]> =>
  (value) =>
    Array.isArray(value) && value.length <= maxListLength ? value.map(item) : fail();

/** A plain object (no arrays, no prototypes other than Object's), read field by field. */
export function fields(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail();
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return fail();
  return value as Record<string, unknown>;
}

export const objectOf =
  <T>(shape: { [K in keyof T]-?: Check<T[K]> }): Check<T> =>
  (value) => {
    const source = fields(value);
    const result = {} as T;
    for (const key of Object.keys(shape) as (keyof T & string)[]) {
      const read = shape[key](Object.hasOwn(source, key) ? source[key] : undefined);
      if (read !== undefined) result[key] = read;
    }
    return result;
  };

export const optional =
  <T>(check: Check<T>): Check<T | undefined> =>
  (value) =>
    value === undefined ? undefined : check(value);

/** The value as `check` reads it, or null when it does not fit (a too-deep value included). */
export function readOrNull<T>(check: Check<T>, value: unknown): T | null {
  try {
    return check(value);
  } catch (error) {
    if (error instanceof Invalid || error instanceof RangeError) return null;
    throw error;
  }
}
