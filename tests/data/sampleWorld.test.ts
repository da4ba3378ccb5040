// @vitest-environment node
/**
 * The sample world's calendar (src/data/sampleWorld.ts): dated data is built for a day, once per day,
 * and a sample date can only be read while such data is built.
 */
import { describe, expect, it, vi } from 'vitest';
import { complianceDocuments } from '../../src/data/complianceDashboard';
import {
  builtDay,
  dated,
  sampleDay,
  sampleMoment,
  sampleMonth,
  sampleNow,
  sampleRecent,
  worldAnchorDay,
  worldMoment,
} from '../../src/data/sampleWorld';
import { isDated } from '../support/datedSample';

/** 100 days and 4 calendar months after the anchor (2026-11-22). */
const laterDay = '2027-03-02';

describe('a sample date read outside `dated`', () => {
  it.each([
    ['sampleDay', () => sampleDay('2026-11-20')],
    ['sampleMoment', () => sampleMoment('2026-11-20T14:32:00Z')],
    ['sampleMonth', () => sampleMonth('2026-06')],
    ['sampleRecent', () => sampleRecent('2026-11-22T09:30:00Z')],
    ['sampleNow', () => sampleNow()],
    ['builtDay', () => builtDay()],
  ])('%s throws: no day is being built', (_name, read) => {
    expect(read).toThrow('A sample date is read outside `dated`');
  });
});

describe('dated: sample data as it reads on a day', () => {
  const written = dated(() => ({
    day: sampleDay('2026-11-20'),
    moment: sampleMoment('2026-11-20T14:32:00Z'),
    month: sampleMonth('2026-06'),
    nextMonth: sampleMonth('2026-12'),
    recent: sampleRecent('2026-11-22T09:30:00Z'),
    now: sampleNow(),
    built: builtDay(),
  }));

  it('reads as written on the anchor day', () => {
    expect(written(worldAnchorDay)).toEqual({
      day: '2026-11-20',
      moment: '2026-11-20T14:32:00Z',
      month: '2026-06',
      nextMonth: '2026-12',
      recent: '2026-11-22T09:30:00Z',
      now: Date.parse('2026-11-22T10:00:00Z'),
      built: worldAnchorDay,
    });
  });

  it('moves by whole days and calendar months on a later day, across the year', () => {
    expect(written(laterDay)).toEqual({
      day: '2027-02-28',
      moment: '2027-02-28T14:32:00Z',
      month: '2026-10',
      nextMonth: '2027-04',
      recent: '2027-03-02T09:30:00Z',
      now: worldMoment(laterDay),
      built: laterDay,
    });
  });

  it('moves back on a day before the anchor', () => {
    expect(written('2026-10-30')).toMatchObject({ day: '2026-10-28', month: '2026-05', built: '2026-10-30' });
  });

  it('builds nothing until it is read, then once per day: the same value for the same day', () => {
    const build = vi.fn(() => ({ on: sampleDay('2026-11-20') }));
    const accessor = dated(build);
    expect(build).not.toHaveBeenCalled();
    const anchor = accessor(worldAnchorDay);
    expect(accessor(worldAnchorDay)).toBe(anchor);
    expect(build).toHaveBeenCalledTimes(1);
    const later = accessor(laterDay);
    expect(later).not.toBe(anchor);
    expect(later).toEqual({ on: '2027-02-28' });
    expect(accessor(worldAnchorDay)).toBe(anchor);
    expect(accessor(laterDay)).toBe(later);
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('gives a nested accessor the day being built, and the outer builder its own day back after it', () => {
    const inner = dated(() => ({ built: builtDay(), day: sampleDay('2026-11-20') }));
    const outer = dated(() => {
      const same = inner(builtDay());
      const anchor = inner(worldAnchorDay);
      return { same, anchor, built: builtDay(), day: sampleDay('2026-11-20') };
    });
    const value = outer(laterDay);
    expect(value).toEqual({
      same: { built: laterDay, day: '2027-02-28' },
      anchor: { built: worldAnchorDay, day: '2026-11-20' },
      built: laterDay,
      day: '2027-02-28',
    });
    // What the outer builder read is the inner data of that day, kept.
    expect(inner(laterDay)).toBe(value.same);
    expect(() => builtDay()).toThrow('outside `dated`');
  });

  it('keeps nothing and leaves no day open when its builder throws', () => {
    let broken = true;
    const accessor = dated(() => {
      if (broken) throw new Error('broken builder');
      return sampleDay('2026-11-20');
    });
    expect(() => accessor(worldAnchorDay)).toThrow('broken builder');
    expect(() => builtDay()).toThrow('outside `dated`');
    broken = false;
    expect(accessor(worldAnchorDay)).toBe('2026-11-20');
  });

  it('says what is wrong when read without a day', () => {
    const read = complianceDocuments as (day: unknown) => unknown;
    expect(() => read(undefined)).toThrow(
      'Dated sample data is read for a day (YYYY-MM-DD), not for undefined',
    );
    expect(() => read('2026-13-45')).toThrow('not for 2026-13-45');
  });

  it('names its accessors datedSample, by which the world tests find them among the exports', () => {
    expect(isDated(written)).toBe(true);
    expect(isDated(complianceDocuments)).toBe(true);
    expect(isDated(() => [])).toBe(false);
    expect(isDated(complianceDocuments(worldAnchorDay))).toBe(false);
    expect(isDated(undefined)).toBe(false);
  });
});

describe('worldMoment', () => {
  it('is ten in the morning (UTC) of the day', () => {
    expect(worldMoment('2026-11-22')).toBe(Date.parse('2026-11-22T10:00:00Z'));
    expect(worldMoment(laterDay) - worldMoment(worldAnchorDay)).toBe(100 * 86_400_000);
  });
});
