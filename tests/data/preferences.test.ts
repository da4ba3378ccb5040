// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  colorSchemePreferences,
  colorSchemeStorageKey,
  defaultLanguage,
  directionOf,
  isColorSchemePreference,
  isSupportedLanguage,
  languageStorageKey,
  resolveLanguage,
  resolvePreference,
  schemeFor,
  supportedLanguages,
} from '../../src/machines/preferences';

describe('language rules', () => {
  it('supports the five languages, English by default, stored under "language"', () => {
    expect(supportedLanguages).toEqual(['en', 'zh', 'ar', 'es', 'ru']);
    expect(defaultLanguage).toBe('en');
    expect(languageStorageKey).toBe('language');
  });

  it.each([
    ['en', true],
    ['zh', true],
    ['ar', true],
    ['es', true],
    ['ru', true],
    ['fr', false],
    ['EN', false],
    ['zh-CN', false],
    [' en', false],
    ['', false],
    [null, false],
    [undefined, false],
    [123, false],
    [['en'], false],
  ])('isSupportedLanguage(%j) is %s', (value, expected) => {
    expect(isSupportedLanguage(value)).toBe(expected);
  });

  it.each([
    ['ar', 'ar'],
    ['ru', 'ru'],
    ['fr', 'en'],
    ['xx', 'en'],
    ['', 'en'],
    [null, 'en'],
    [undefined, 'en'],
    [123, 'en'],
    ['{"lng":"ar"}', 'en'],
  ])('resolveLanguage(%j) is %s', (stored, expected) => {
    expect(resolveLanguage(stored)).toBe(expected);
  });

  it.each([
    ['en', 'ltr'],
    ['zh', 'ltr'],
    ['ar', 'rtl'],
    ['es', 'ltr'],
    ['ru', 'ltr'],
  ] as const)('directionOf(%s) is %s', (language, direction) => {
    expect(directionOf(language)).toBe(direction);
  });
});

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
