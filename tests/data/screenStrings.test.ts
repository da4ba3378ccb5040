import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n, loadScreenStrings, prefetchScreenStrings } from '../../src/i18n/i18n';

const shell = { common: { appName: 'Silk Road Trade' }, nav: {}, cast: {}, commodities: {} };

/** A fetch that answers each address with its namespace's strings, or fails where told; counts calls. */
function stubFetch({ failing = new Set<string>() } = {}) {
  const asked: string[] = [];
  const fetch = vi.fn((url: string) => {
    asked.push(url);
    const namespace = /\/([^/]+)\.json/.exec(url)?.[1] ?? '';
    if (failing.has(namespace)) return Promise.resolve(new Response('gone', { status: 404 }));
    return Promise.resolve(Response.json({ title: `${namespace} title` }));
  });
  vi.stubGlobal('fetch', fetch);
  return asked;
}

describe("a screen's strings fetched when a link to it is pointed at", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are in i18n before the click, which then asks for nothing', async () => {
    const asked = stubFetch();
    const i18n = createI18n('en', { bundled: { en: shell } });
    await prefetchScreenStrings(i18n, 'dashboard');
    expect(asked).toHaveLength(1);
    expect(i18n.getResource('en', 'dashboard', 'title')).toBe('dashboard title');

    await loadScreenStrings(i18n, 'dashboard');
    await prefetchScreenStrings(i18n, 'dashboard');
    expect(asked).toHaveLength(1);
  });

  it('share one request with a click that comes before the file', async () => {
    const asked = stubFetch();
    const i18n = createI18n('en', { bundled: { en: shell } });
    const prefetched = prefetchScreenStrings(i18n, 'srdWallet');
    await loadScreenStrings(i18n, 'srdWallet');
    await prefetched;
    expect(asked).toHaveLength(1);
    expect(i18n.getResource('en', 'srdWallet', 'title')).toBe('srdWallet title');
  });

  it('leave nothing behind when the file cannot be fetched: the click asks again', async () => {
    const failing = new Set(['customsClearance']);
    const asked = stubFetch({ failing });
    const i18n = createI18n('en', { bundled: { en: shell } });
    await prefetchScreenStrings(i18n, 'customsClearance');
    expect(i18n.hasResourceBundle('en', 'customsClearance')).toBe(false);

    failing.clear();
    await loadScreenStrings(i18n, 'customsClearance');
    expect(asked).toHaveLength(2);
    expect(i18n.getResource('en', 'customsClearance', 'title')).toBe('customsClearance title');
  });
});
