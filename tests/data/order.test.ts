import { describe, expect, it } from 'vitest';
import { compareText } from '../../src/data/order';

describe('compareText: machine text by code units', () => {
  it('orders ISO dates and times in time order', () => {
    const times = ['2026-11-22T10:00:00Z', '2026-03-01', '2026-11-22T09:59:59Z', '2025-12-31T23:59:59Z'];
    expect([...times].sort(compareText)).toEqual([
      '2025-12-31T23:59:59Z',
      '2026-03-01',
      '2026-11-22T09:59:59Z',
      '2026-11-22T10:00:00Z',
    ]);
  });

  it('orders ids the same way in every language: upper case before lower, digit by digit', () => {
    expect(['room-b', 'ROOM-A', 'room-10', 'room-2'].sort(compareText)).toEqual([
      'ROOM-A',
      'room-10',
      'room-2',
      'room-b',
    ]);
  });

  it('is 0 for equal text only', () => {
    expect(compareText('SH-2026-006', 'SH-2026-006')).toBe(0);
    expect(compareText('SH-2026-006', 'SH-2026-007')).toBe(-1);
    expect(compareText('SH-2026-007', 'SH-2026-006')).toBe(1);
  });
});
