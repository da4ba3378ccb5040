// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  colorSchemePreferences,
  colorSchemeStorageKey,
  isColorSchemePreference,
  resolvePreference,
  schemeFor,
} from '../../src/theme/colorScheme';

describe('colour scheme rules', () => {
  it('offers system, light and dark, stored under "color-scheme"', () => {
    expect(colorSchemePreferences).toEqual(['system', 'light', 'dark']);
    expect(colorSchemeStorageKey).toBe('color-scheme');
  });

  it.each([
    ['system', true],
    ['light', true],
    ['dark', true],
    ['Dark', false],
    ['auto', false],
    ['', false],
    [null, false],
    [0, false],
  ])('isColorSchemePreference(%j) is %s', (value, expected) => {
    expect(isColorSchemePreference(value)).toBe(expected);
  });

  it.each([
    ['dark', 'dark'],
    ['light', 'light'],
    ['system', 'system'],
    ['blue', 'system'],
    [null, 'system'],
    [undefined, 'system'],
    [42, 'system'],
  ])('resolvePreference(%j) is %s', (stored, expected) => {
    expect(resolvePreference(stored)).toBe(expected);
  });

  it.each([
    ['system', 'light', 'light'],
    ['system', 'dark', 'dark'],
    ['light', 'dark', 'light'],
    ['light', 'light', 'light'],
    ['dark', 'light', 'dark'],
    ['dark', 'dark', 'dark'],
  ] as const)('schemeFor(%s, system %s) is %s', (preference, system, expected) => {
    expect(schemeFor(preference, system)).toBe(expected);
  });
});
