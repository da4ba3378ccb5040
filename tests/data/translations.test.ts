// @vitest-environment node
/**
 * Every string of the app exists in all five languages: same files, same keys (plural-aware), no empty
 * strings, every `{{placeholder}}` of the English text kept in the translation, and no number that a
 * line can break.
 */
import { describe, expect, it } from 'vitest';
import { routeIds } from '../../src/data/routes';
import { formatPercent } from '../../src/i18n/format';
import { supportedLanguages } from '../../src/i18n/language';
import { createTestI18n, resources } from '../support/i18n';

type Tree = { [key: string]: string | Tree };

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }` */
function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else Object.assign(flat, flatten(value, path));
  }
  return flat;
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const stringsOf = (language: string, namespace: string) =>
  flatten((resources[language]?.[namespace] ?? {}) as Tree);

const english = resources.en ?? {};
const namespaces = Object.keys(english).sort();
const others = supportedLanguages.filter((language) => language !== 'en');

/** The keys a language must have for an English key: one per plural category for `x_one`/`x_other`. */
function requiredKeys(englishKeys: string[], language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const required = new Set<string>();
  for (const key of englishKeys) {
    if (pluralSuffix.test(key)) {
      const base = key.replace(pluralSuffix, '');
      for (const category of categories) required.add(`${base}_${category}`);
    } else {
      required.add(key);
    }
  }
  return [...required].sort();
}

describe('translation files', () => {
  it('exist for the shell and every route, in every language', () => {
    expect(namespaces).toEqual(['cast', 'commodities', 'common', 'nav', ...routeIds].sort());
    for (const language of supportedLanguages) {
      expect(Object.keys(resources[language] ?? {}).sort(), language).toEqual(namespaces);
    }
  });

  it('have no language beyond the five', () => {
    expect(Object.keys(resources).sort()).toEqual([...supportedLanguages].sort());
  });

  it.each(routeIds)('the %s namespace has a title in every language', (namespace) => {
    for (const language of supportedLanguages)
      expect(stringsOf(language, namespace).title, language).toBeTruthy();
  });

  describe.each(others)('%s', (language) => {
    it.each(namespaces)('has every English key of %s (plural-aware)', (namespace) => {
      const englishKeys = Object.keys(stringsOf('en', namespace));
      const translated = stringsOf(language, namespace);
      const missing = requiredKeys(englishKeys, language).filter((key) => !(key in translated));
      expect(missing).toEqual([]);
    });

    it.each(namespaces)('has no keys unknown to English in %s', (namespace) => {
      const englishKeys = Object.keys(stringsOf('en', namespace));
      const bases = new Set(
        englishKeys.filter((key) => pluralSuffix.test(key)).map((key) => key.replace(pluralSuffix, '')),
      );
      const extra = Object.keys(stringsOf(language, namespace)).filter(
        (key) => !englishKeys.includes(key) && !bases.has(key.replace(pluralSuffix, '')),
      );
      expect(extra).toEqual([]);
    });

    it.each(namespaces)('keeps the placeholders of %s', (namespace) => {
      const source = stringsOf('en', namespace);
      const translated = stringsOf(language, namespace);
      const lost: string[] = [];
      for (const [key, text] of Object.entries(translated)) {
        const englishText = source[key] ?? source[key.replace(pluralSuffix, '_other')];
        if (englishText === undefined) continue;
        // A plural form may spell out its number ("one more"), so {{count}} is optional in plurals.
        const wanted = placeholders(englishText).filter(
          (name) => !(pluralSuffix.test(key) && name === 'count'),
        );
        for (const name of wanted) if (!placeholders(text).includes(name)) lost.push(`${key}: {{${name}}}`);
      }
      expect(lost).toEqual([]);
    });
  });

  it.each(supportedLanguages)('%s has no empty strings', (language) => {
    const empty = namespaces.flatMap((namespace) =>
      Object.entries(stringsOf(language, namespace))
        .filter(([, text]) => text.trim() === '')
        .map(([key]) => `${namespace}:${key}`),
    );
    expect(empty).toEqual([]);
  });

  // A line may break at a plain space: inside "25 000" or before the "%" of "10 %" it would part a
  // number from itself or from its sign, so there the space is a no-break one (U+00A0), as Intl writes.
  it.each(supportedLanguages)(
    '%s never lets a line break inside a number or before its percent sign',
    (language) => {
      const breakable = namespaces.flatMap((namespace) =>
        Object.entries(stringsOf(language, namespace))
          .filter(([, text]) => /\d[ \t]\d{3}(?!\d)|\d[ \t]%/.test(text))
          .map(([key, text]) => `${namespace}:${key}: ${text}`),
      );
      expect(breakable).toEqual([]);
    },
  );

  // Spanish and Russian put a space between a number and its percent sign ("17 %"), as Intl writes
  // their percentages; a figure written in a sentence reads the same as one the app formats.
  it.each(supportedLanguages)(
    '%s writes a percent sign in a sentence as its formatted percentages do',
    (language) => {
      const spaced = /\d[\s\u00a0\u202f]%/.test(formatPercent(17, language, 0));
      const unlike = namespaces.flatMap((namespace) =>
        Object.entries(stringsOf(language, namespace))
          .filter(([, text]) => (spaced ? /\d%/ : /\d[\s\u00a0\u202f]%/).test(text))
          .map(([key, text]) => `${namespace}:${key}: ${text}`),
      );
      expect(unlike).toEqual([]);
    },
  );

  // Arabic separates words with its own comma (U+060C); a Latin comma between Arabic words reads as a
  // typing slip.
  it('Arabic separates words with the Arabic comma', () => {
    const latin = namespaces.flatMap((namespace) =>
      Object.entries(stringsOf('ar', namespace))
        .filter(([, text]) => /[\u0600-\u06ff],\s*[\u0600-\u06ff]/.test(text))
        .map(([key, text]) => `${namespace}:${key}: ${text}`),
    );
    expect(latin).toEqual([]);
  });

  // "45.2M" is English shorthand: Arabic writes the word, as its compact figures do ("45.2 مليون").
  it('Arabic writes millions as a word, not as "M"', () => {
    const shorthand = namespaces.flatMap((namespace) =>
      Object.entries(stringsOf('ar', namespace))
        .filter(([, text]) => /(\d|\}\})M\b/.test(text))
        .map(([key, text]) => `${namespace}:${key}: ${text}`),
    );
    expect(shorthand).toEqual([]);
  });

  it('shows a missing key as the key itself', () => {
    const i18n = createTestI18n('en');
    expect(i18n.t('common:nope.missing')).toBe('nope.missing');
    expect(i18n.t('nope.missing')).toBe('nope.missing');
  });

  it('does not fall back to English for a key missing in another language', () => {
    const i18n = createTestI18n('ar');
    expect(i18n.t('common:nope.missing')).toBe('nope.missing');
    expect(i18n.t('common:account.login')).not.toBe('Login');
  });

  it.each([
    ['en', 1, '1 more notification waiting'],
    ['en', 4, '4 more notifications waiting'],
    ['ru', 2, 'Ещё 2 уведомления в очереди'],
    ['ru', 5, 'Ещё 5 уведомлений в очереди'],
    ['ar', 2, 'إشعاران آخران في الانتظار'],
  ])('plural forms resolve: %s %i → %s', (language, count, expected) => {
    expect(createTestI18n(language).t('common:toast.queued', { count })).toBe(expected);
  });
});
