import type { RandomSource } from '../../src/machines/random';

/** A source that returns the given values in turn (then repeats the last): for exact edge cases. */
export function createSequenceRandom(values: readonly number[]): RandomSource {
  let index = 0;
  return () => {
    const value = values[Math.min(index, values.length - 1)] ?? 0;
    index += 1;
    return value;
  };
}
