/**
 * i18next set-up: one namespace per screen (named after its route id) plus `common`, `nav`, `cast` (company
 * names) and `commodities` (commodity names).
 * Translations are plain JSON files in `public/locales/<language>/<namespace>.json`, fetched when
 * needed: they are data, not code, so no language adds a byte to the JavaScript of the first paint.
 * `index.html` preloads the shell strings of the stored language while the JavaScript downloads.
 * A missing key shows the key itself, so there is no fallback language.
 */
import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resolveLanguage, supportedLanguages, type Language } from './language';

export const shellNamespaces = ['common', 'nav', 'cast', 'commodities'] as const;

/** Changes whenever a translation file changes, so browsers never keep stale strings (see vite.config). */
const localesVersion = import.meta.env.VITE_LOCALES_VERSION ?? 'dev';

/**
 * A built file's address carries the translations' version, so a copy the browser holds is never stale
 * and is used without asking the server again. In development the version is always `dev`: files are
 * asked for each time.
 */
const localeCache: RequestCache = import.meta.env.DEV ? 'default' : 'force-cache';

function localeUrl(language: string, namespace: string): string {
  return `${import.meta.env.BASE_URL}locales/${language}/${namespace}.json?v=${localesVersion}`;
}

/** Requests for translation files in flight, by address: a prefetch and the loader after it share one. */
const requests = new Map<string, Promise<Record<string, unknown>>>();

/** A namespace's strings; rejects when its file cannot be fetched. */
function fetchNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const url = localeUrl(language, namespace);
  let request = requests.get(url);
  if (!request) {
    request = fetch(url, { cache: localeCache })
      .then((response) =>
        response.ok
          ? (response.json() as Promise<Record<string, unknown>>)
          : Promise.reject(new Error(`${response.status} ${response.url}`)),
      )
      .finally(() => requests.delete(url));
    requests.set(url, request);
  }
  return request;
}

/** Fetches a namespace; a file that cannot be fetched is an error (the screen shows its error panel). */
const fetchedNamespaces: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    fetchNamespace(language, namespace).then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export interface I18nOptions {
  /** Preloaded translations (tests, the prerender): when given, nothing is fetched. */
  resources?: Resource;
  /** Translations already in the page (a prerendered page's): the rest is fetched when needed. */
  bundled?: Resource;
}

const startLanguages = new WeakMap<I18n, Language>();

/**
 * The language an instance was created in: a prerendered page's, which its hydration renders in,
 * whatever the instance has moved to since.
 */
export function startLanguageOf(instance: I18n): Language {
  return startLanguages.get(instance) ?? resolveLanguage(instance.language);
}

/** A fresh, initialised i18n instance in `language` (tests and stories make their own). */
export function createI18n(language: string, { resources, bundled }: I18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  startLanguages.set(instance, resolveLanguage(language));
  if (!resources) instance.use(fetchedNamespaces);
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    supportedLngs: [...supportedLanguages],
    ...(resources ? { resources } : {}),
    ...(bundled ? { resources: bundled, partialBundledLanguages: true } : {}),
    // A prerendered page's namespaces count as loaded ones: another language loads them all.
    ns: [...new Set([...shellNamespaces, ...Object.keys(bundled?.[language] ?? {})])],
    defaultNS: 'common',
    // Keys are paths (`nav:links.dashboard`), never sentences. Named, i18next's default separators
    // also stop it from testing every key for natural language, a regular expression at each `t` call.
    nsSeparator: ':',
    keySeparator: '.',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: true },
    // One quick retry of a failed file, then the screen says it could not load (with Retry).
    maxRetries: 1,
    retryTimeout: 250,
  });
  return instance;
}

/**
 * Loads a screen's strings ahead of the click that needs them (a link the member points at), so that
 * the click renders the screen without waiting for a file. A failed one leaves nothing behind: the
 * screen's loader asks for the file again.
 */
export function prefetchScreenStrings(instance: I18n, namespace: string): Promise<void> {
  const { language } = instance;
  if (instance.hasResourceBundle(language, namespace)) return Promise.resolve();
  return fetchNamespace(language, namespace).then(
    (strings) => {
      if (!instance.hasResourceBundle(language, namespace))
        instance.addResourceBundle(language, namespace, strings);
    },
    () => {},
  );
}

/** Loads a screen's namespace; rejects when its file could not be fetched, so no screen shows raw keys. */
export async function loadScreenStrings(instance: I18n, namespace: string): Promise<void> {
  await instance.loadNamespaces(namespace);
  if (!instance.hasResourceBundle(instance.language, namespace)) {
    throw new Error(`The ${namespace} strings could not be loaded`);
  }
}

/** Resolves once the shell strings of the instance's language are in. */
export function loadShellStrings(instance: I18n): Promise<void> {
  return instance.loadNamespaces([...shellNamespaces]);
}
