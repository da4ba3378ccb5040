// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSeededRandom, randomHex, randomInt } from '../../src/machines/random';
import { createSequenceRandom } from '../support/random';

describe('random source', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const c = createSeededRandom(43);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect([c(), c(), c()]).not.toEqual(first);
  });

  it('stays in [0, 1) over many draws', () => {
    const random = createSeededRandom(7);
    for (let i = 0; i < 10_000; i += 1) {
      const value = random();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('randomInt includes both ends', () => {
    expect(randomInt(createSequenceRandom([0]), 70, 99)).toBe(70);
    expect(randomInt(createSequenceRandom([0.999999]), 70, 99)).toBe(99);
    const seen = new Set<number>();
    const random = createSeededRandom(1);
    for (let i = 0; i < 2000; i += 1) seen.add(randomInt(random, 5, 24));
    expect([...seen].sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 5));
  });

  it('a sequence source gives its values in turn, then repeats the last', () => {
    const random = createSequenceRandom([0.1, 0.2]);
    expect([random(), random(), random()]).toEqual([0.1, 0.2, 0.2]);
  });

  it('randomHex gives 0x and the asked number of hex digits', () => {
    const hash = randomHex(createSeededRandom(3), 64);
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(randomHex(createSequenceRandom([0.999]), 4)).toBe('0xffff');
  });
});
