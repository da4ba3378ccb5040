import { afterEach, describe, expect, it } from 'vitest';
import { bootElementId, readBoot } from '../../src/app/boot';
import { applyDocumentLanguage, writeLanguageCookie } from '../../src/platform/documentLanguage';

describe('the page language', () => {
  afterEach(() => {
    document.cookie = 'language=; Path=/; Max-Age=0';
    document.body.replaceChildren();
  });

  it('sets lang and dir on <html>: right-to-left for Arabic only', () => {
    const root = document.createElement('html');
    applyDocumentLanguage('ar', root);
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl']);
    applyDocumentLanguage('zh', root);
    expect([root.lang, root.dir]).toEqual(['zh', 'ltr']);
  });

  it('records the chosen language in the cookie the server picks pages by', () => {
    writeLanguageCookie('ar');
    expect(document.cookie).toContain('language=ar');
    writeLanguageCookie('ru');
    expect(document.cookie).toContain('language=ru');
    expect(document.cookie).not.toContain('language=ar');
  });
});

describe('a prerendered page’s boot data', () => {
  function pageWith(text: string) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = bootElementId;
    script.textContent = text;
    document.body.append(script);
    return document;
  }

  afterEach(() => document.body.replaceChildren());

  it('carries the day, the language, its strings and its formatters', () => {
    const data = {
      day: '2026-11-22',
      language: 'ar',
      strings: { common: { appName: 'x' } },
      formats: ['number|ar|{"maximumFractionDigits":0}'],
    };
    expect(readBoot(pageWith(JSON.stringify(data)))).toEqual(data);
  });

  it.each([
    ['no list', undefined, []],
    ['a list that is no list', 'number', []],
    ['a list with other things in it', [1, 'date|en|{}'], ['date|en|{}']],
  ])('with %s of formatters makes only the keys it names ahead', (_, formats, read) => {
    const data = { day: '2026-11-22', language: 'en', strings: {}, formats };
    expect(readBoot(pageWith(JSON.stringify(data)))).toEqual({ ...data, formats: read });
  });

  it.each([
    ['no language', { day: '2026-11-22', strings: {} }],
    ['a language the app does not have', { day: '2026-11-22', language: 'fr', strings: {} }],
    ['no strings', { day: '2026-11-22', language: 'en' }],
    ['a day that is not one', { day: 'Monday', language: 'en', strings: {} }],
  ])('with %s is not read (the page renders afresh)', (_, data) => {
    expect(readBoot(pageWith(JSON.stringify(data)))).toBeNull();
  });

  it('that is not JSON is not read', () => {
    expect(readBoot(pageWith('{"day":'))).toBeNull();
  });
});
