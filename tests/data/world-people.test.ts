// @vitest-environment node
/**
 * The people of the cast: each person has one id (src/data/cast.ts) and one name per language
 * (`people.<id>` in public/locales/<lang>/cast.json); every screen's data names people by that id, no
 * two people or companies share a name in a language, and no person's name is written anywhere else.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { personIds } from '../../src/data/cast';
import { sampleMember, sampleMemberCompany, sampleProfileFields } from '../../src/data/memberProfileFields';
import { qualityReports } from '../../src/data/qualityControl';
import { supportedLanguages } from '../../src/i18n/language';
import { resources } from '../support/i18n';
import { worldAnchorDay } from '../../src/data/worldAnchor';

const castOf = (language: string) => (resources[language]?.cast ?? {}) as Record<string, unknown>;
const peopleIn = (language: string) => (castOf(language).people ?? {}) as Record<string, unknown>;

/** Every place a screen's sample data names a person, as [where, id]. */
const references: [string, string][] = [
  ...qualityReports(worldAnchorDay).map(
    (report) => [`quality report ${report.id}`, report.inspector] as [string, string],
  ),
  ['the sample member', sampleMember],
];

describe('the people of the cast', () => {
  it('gives each person one id', () => {
    expect(new Set(personIds).size).toBe(personIds.length);
  });

  it.each(supportedLanguages)('names every person once in %s: present, not blank', (language) => {
    const names = peopleIn(language);
    expect(Object.keys(names).sort()).toEqual([...personIds].sort());
    for (const id of personIds) {
      const name = names[id];
      expect(typeof name === 'string' && name.trim() !== '', `${language} ${id}`).toBe(true);
    }
  });

  it.each(supportedLanguages)('no two people or companies share a name in %s', (language) => {
    const { people, ...companies } = castOf(language);
    const written = [...Object.values(people as Record<string, unknown>), ...Object.values(companies)];
    const twice = written.filter((name, index) => written.indexOf(name) !== index);
    expect(twice).toEqual([]);
  });

  it('the sample member’s stored profile is the cast’s English name and company', () => {
    expect(peopleIn('en')[sampleMember]).toBe(sampleProfileFields.name);
    expect(castOf('en')[sampleMemberCompany]).toBe(sampleProfileFields.company);
  });
});

const isPersonId = (value: string) => (personIds as readonly string[]).includes(value);

describe('every person reference resolves to the cast', () => {
  it.each(references)('%s names %s', (_where, id) => expect(isPersonId(id)).toBe(true));
});

// ---------------------------------------------------------------------------------------------------
// No person's name written outside the cast

const root = join(import.meta.dirname, '..', '..');
const filesUnder = (dir: string, pattern: RegExp) =>
  (readdirSync(join(root, dir), { recursive: true }) as string[])
    .filter((file) => pattern.test(file))
    .map((file) => join(dir, file));

/** The text of a source file without its comments. */
const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** A new member's record starts from the sample profile's English name (shown in each language). */
const keptIn: Record<string, readonly string[]> = {
  [join('src', 'data', 'memberProfileFields.ts')]: [sampleProfileFields.name],
};

describe('no person’s name is written outside the cast', () => {
  const english = Object.values(peopleIn('en')) as string[];

  it.each(filesUnder('src', /\.tsx?$/))('%s', (file) => {
    const code = codeOf(readFileSync(join(root, file), 'utf8'));
    const kept = keptIn[file] ?? [];
    expect(english.filter((name) => code.includes(name) && !kept.includes(name))).toEqual([]);
  });

  it.each(supportedLanguages)('nor in the %s translation files other than cast.json', (language) => {
    const names = [...(Object.values(peopleIn(language)) as string[]), ...english];
    const found: string[] = [];
    for (const file of filesUnder(`public/locales/${language}`, /\.json$/)) {
      if (file.endsWith('cast.json')) continue;
      const text = readFileSync(join(root, file), 'utf8');
      for (const name of names) if (text.includes(name)) found.push(`${file}: ${name}`);
    }
    expect(found).toEqual([]);
  });
});
