import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isCalendarDay, localDay } from '../../src/data/calendar';
import {
  dated,
  sampleDay,
  sampleMoment,
  sampleMonth,
  worldAnchorDay,
  worldShift,
  worldToday,
} from '../../src/data/sampleWorld';

describe('calendar days', () => {
  it('knows which days exist', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('')).toBe(false);
  });

  it('counts and adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('nonsense', 3)).toBe('nonsense');
    expect(daysBetween('2026-11-22', '2027-01-01')).toBe(40);
    expect(daysBetween('2026-11-22', 'x')).toBeNull();
  });

  it('writes the local day of a moment', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});

describe('the sample world calendar', () => {
  it('is pinned to its anchor in the unit tests, so the data reads as written', () => {
    expect(worldToday()).toBe(worldAnchorDay);
    const written = dated(() => [
      sampleDay('2026-11-20'),
      sampleMoment('2026-11-20T14:32:00Z'),
      sampleMonth('2026-06'),
    ]);
    expect(written(worldToday())).toEqual(['2026-11-20', '2026-11-20T14:32:00Z', '2026-06']);
  });

  it('moves by whole days and calendar months from the anchor to today', () => {
    expect(worldShift('2026-11-25')).toEqual({ days: 3, months: 0 });
    expect(worldShift('2027-01-10')).toEqual({ days: 49, months: 2 });
    expect(worldShift('2026-11-01')).toEqual({ days: -21, months: 0 });
  });
});
