// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  defaultLanguage,
  directionOf,
  isSupportedLanguage,
  languageStorageKey,
  resolveLanguage,
  supportedLanguages,
} from '../../src/i18n/language';

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
