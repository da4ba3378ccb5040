// @vitest-environment node
/**
 * The sample world in every language: no English sentence left on a Chinese, Arabic, Spanish or
 * Russian screen, every sample item that a screen names through a key has that key in all five
 * languages, one register per language (Spanish speaks to the member as usted, Russian as вы, Chinese
 * as 您), and the footer's status says what the English says.
 */
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../src/data/negotiationChat';
import { complianceDocuments } from '../../src/data/complianceDashboard';
import { recentSampleEntries } from '../../src/data/ledger';
import { sampleProfileFields } from '../../src/data/memberProfileFields';
import { catalogProducts } from '../../src/data/productCatalog';
import { sampleProducts } from '../../src/data/products';
import { tradeListings } from '../../src/data/tradeSearch';
import { supportedLanguages } from '../../src/i18n/language';
import { resources } from '../support/i18n';
import { worldAnchorDay } from '../../src/data/worldAnchor';

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

const stringsOf = (language: string, namespace: string) =>
  flatten((resources[language]?.[namespace] ?? {}) as Tree);
const namespaces = Object.keys(resources.en ?? {}).sort();
const others = supportedLanguages.filter((language) => language !== 'en');

/**
 * English words of a text, placeholders left out. A text is a phrase when it has two words or more and
 * one of them is an ordinary lowercase word ("Payment for steel shipment"); names ("Gulf Energy
 * Trading"), codes ("OAuth2.0") and units ("{{value}} t") are not.
 */
function isPhrase(text: string): boolean {
  const words = text.replace(/\{\{[^}]*\}\}/g, ' ').match(/\p{L}[\p{L}.'’-]*/gu) ?? [];
  return words.length >= 2 && words.some((word) => /^\p{Ll}{2,}$/u.test(word));
}

/** Phrases a language may keep in English, each with its reason: `language:namespace:key`. */
const keptInEnglish = new Set([
  // "Front end" is the term Spanish-speaking engineers use for the layer.
  'es:architecture:stack.groups.frontend',
]);

describe('no English phrase on another language’s screen', () => {
  it('the phrase rule tells phrases from names, codes and units', () => {
    expect(isPhrase('Payment for steel shipment #{{shipment}}')).toBe(true);
    expect(isPhrase('Head of Commodity Trading')).toBe(true);
    expect(isPhrase('~{{from}}-{{to}} min')).toBe(false);
    expect(isPhrase('Gulf Energy Trading')).toBe(false);
    expect(isPhrase('María González')).toBe(false);
    expect(isPhrase('React 19 · TypeScript · XState')).toBe(false);
  });

  it.each(others)('%s: no phrase is the English text unchanged', (language) => {
    const same: string[] = [];
    for (const namespace of namespaces) {
      const english = stringsOf('en', namespace);
      const translated = stringsOf(language, namespace);
      for (const [key, text] of Object.entries(english)) {
        const id = `${language}:${namespace}:${key}`;
        if (translated[key] === text && isPhrase(text) && !keptInEnglish.has(id)) same.push(id);
      }
    }
    expect(same).toEqual([]);
  });

  it('every exception of the allow-list is still needed', () => {
    for (const id of keptInEnglish) {
      const [language = '', namespace = '', key = ''] = id.split(':');
      expect(stringsOf(language, namespace)[key], id).toBe(stringsOf('en', namespace)[key]);
    }
  });
});

/** The keys each sample item is shown with, by namespace. */
// Companies are named by the cast (tests/data/world-cast.test.ts), not by each screen's strings.
const sampleKeys: { namespace: string; keys: string[] }[] = [
  {
    namespace: 'complianceDashboard',
    keys: complianceDocuments(worldAnchorDay).map((document) => `sampleDocuments.${document.id}`),
  },
  {
    namespace: 'srdWallet',
    keys: recentSampleEntries(worldAnchorDay)
      .filter((entry) => entry.reference !== '')
      .map((entry) => `sampleReferences.${entry.id}`),
  },
  { namespace: 'memberProfile', keys: ['sampleProfile.title', 'sampleProfile.location'] },
  {
    namespace: 'negotiationChat',
    keys: chatMessages(worldAnchorDay).flatMap((message) => message.contentKey ?? []),
  },
  {
    namespace: 'explorer',
    keys: sampleProducts.flatMap((product) =>
      ['name', 'description', 'location'].map((part) => `products.${product.id}.${part}`),
    ),
  },
  {
    namespace: 'productExplorer',
    keys: catalogProducts.flatMap((product) =>
      ['name', 'description', 'location'].map((part) => `products.${product.id}.${part}`),
    ),
  },
  {
    namespace: 'tradeSearch',
    keys: tradeListings.map((listing) => `listings.${listing.id}`),
  },
];

describe('every sample item a screen names has its text in all five languages', () => {
  it.each(sampleKeys)('$namespace', ({ namespace, keys }) => {
    expect(keys.length).toBeGreaterThan(0);
    for (const language of supportedLanguages) {
      const strings = stringsOf(language, namespace);
      const missing = keys.filter((key) => !strings[key]);
      expect(missing, `${language}/${namespace}`).toEqual([]);
    }
  });

  it('the English texts are the sample data’s own', () => {
    const wallet = stringsOf('en', 'srdWallet');
    for (const entry of recentSampleEntries(worldAnchorDay).filter((item) => item.reference !== '')) {
      const text = wallet[`sampleReferences.${entry.id}`] ?? '';
      expect(text.replace('{{shipment}}', entry.subject ?? '')).toBe(entry.reference);
    }
    const profile = stringsOf('en', 'memberProfile');
    expect(profile['sampleProfile.title']).toBe(sampleProfileFields.title);
    expect(profile['sampleProfile.location']).toBe(sampleProfileFields.location);
    const compliance = stringsOf('en', 'complianceDashboard');
    for (const document of complianceDocuments(worldAnchorDay)) {
      expect(compliance[`sampleDocuments.${document.id}`]).toBe(document.name);
    }
  });

  it.each(others)(
    '%s: a shipment id in a wallet reference comes from the entry, never the text',
    (language) => {
      const wallet = stringsOf(language, 'srdWallet');
      for (const entry of recentSampleEntries(worldAnchorDay).filter((item) => item.subject !== undefined)) {
        const text = wallet[`sampleReferences.${entry.id}`] ?? '';
        expect(text).toContain('{{shipment}}');
        expect(text).not.toContain(entry.subject);
      }
    },
  );
});

/** Every text of a language, with where it is. */
const allStrings = (language: string) =>
  namespaces.flatMap((namespace) =>
    Object.entries(stringsOf(language, namespace)).map(([key, text]) => ({
      at: `${namespace}:${key}`,
      text,
    })),
  );

/** Spanish forms that speak to the member as tú: pronouns, possessives and common verbs of the app. */
const tuForms: RegExp[] = [
  /(?<!\p{L})(tú|tu|tus|ti|contigo|te|tuyo|tuya|tuyos|tuyas)(?!\p{L})/iu,
  // Present tense, second person: puedes, tienes, quieres, necesitas, debes, estás, eres, vas...
  /(?<!\p{L})(puedes|tienes|quieres|necesitas|debes|estás|eres|vas|sabes|haces|ves|verás|podrás|tendrás|recibirás)(?!\p{L})/iu,
  // Imperatives that only tú uses (elige, guarda, sube... are also the third person: "el petróleo sube").
  /(?<!\p{L})(haz|pon|ten|sal|inténtalo|asegúrate|pruébalo|selecciónalo|elígelo|vuélvelo)(?!\p{L})/iu,
];

/** Russian forms of ты: pronouns and possessives. */
const tyForms =
  /(?<!\p{L})(ты|тебя|тебе|тобой|твой|твоя|твоё|твое|твои|твоих|твоим|твоими|твоей|твоего|твоему|твою)(?!\p{L})/iu;

describe('one register per language', () => {
  it('Spanish speaks to the member as usted: no tú forms', () => {
    const found = allStrings('es').filter(({ text }) => tuForms.some((form) => form.test(text)));
    expect(found).toEqual([]);
  });

  it('the tú check finds what it looks for', () => {
    for (const text of ['Tu saldo', 'Puedes enviar', 'Inténtalo de nuevo', 'Haz clic']) {
      expect(
        tuForms.some((form) => form.test(text)),
        text,
      ).toBe(true);
    }
    for (const text of [
      'Elija una opción',
      'Su saldo',
      'Puede enviar',
      'Inténtelo de nuevo',
      'El petróleo sube',
    ]) {
      expect(
        tuForms.some((form) => form.test(text)),
        text,
      ).toBe(false);
    }
  });

  it('Russian speaks to the member as вы: no ты forms', () => {
    expect(allStrings('ru').filter(({ text }) => tyForms.test(text))).toEqual([]);
    expect(tyForms.test('Твой баланс')).toBe(true);
  });

  it('Chinese speaks to the member as 您, never 你', () => {
    expect(allStrings('zh').filter(({ text }) => text.includes('你'))).toEqual([]);
  });
});

describe('the footer status', () => {
  it('keeps the English text and says the same in Spanish: all systems work normally', () => {
    expect(stringsOf('en', 'common')['footer.status']).toBe('All Systems Operational');
    const spanish = stringsOf('es', 'common')['footer.status'];
    expect(spanish).toBe('Todos los sistemas funcionan con normalidad');
    // "Todos los sistemas operativos" reads as "all operating systems".
    expect(spanish).not.toMatch(/operativos/i);
  });
});
