/**
 * The one source of randomness for machines. A machine that draws random numbers (match scores,
 * price moves, the typing indicator's chance, transaction hashes) takes a `RandomSource` through its
 * `input`, so tests and stories pass a seeded one and get the same draws every run; the app passes
 * `Math.random` (through `src/platform/actors.ts`).
 */

/** Like `Math.random`: a number in [0, 1). */
export type RandomSource = () => number;

/**
 * A small seeded generator (mulberry32): fast, 32-bit state, good enough spread for sample data.
 * The same seed always gives the same sequence.
 */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max], both included. */
export function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

/** `0x` followed by `length` lowercase hex digits (a transaction hash is 64). */
export function randomHex(random: RandomSource, length: number): string {
  let digits = '';
  for (let i = 0; i < length; i += 1) digits += Math.floor(random() * 16).toString(16);
  return `0x${digits}`;
}
