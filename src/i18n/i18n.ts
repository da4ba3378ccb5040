/**
 * i18next set-up: one namespace per screen (named after its route id) plus `common` and `nav`.
 * The shell namespaces of all five languages ship with the first screen so that switching language
 * is instant; every screen namespace is its own small chunk, loaded with the screen.
 * A missing key shows the key itself (spec part 1, section 8), so there is no fallback language.
 */
import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import arCommon from './locales/ar/common.json';
import arNav from './locales/ar/nav.json';
import enCommon from './locales/en/common.json';
import enNav from './locales/en/nav.json';
import esCommon from './locales/es/common.json';
import esNav from './locales/es/nav.json';
import ruCommon from './locales/ru/common.json';
import ruNav from './locales/ru/nav.json';
import zhCommon from './locales/zh/common.json';
import zhNav from './locales/zh/nav.json';

export const shellNamespaces = ['common', 'nav'] as const;

const shellResources = {
  en: { common: enCommon, nav: enNav },
  zh: { common: zhCommon, nav: zhNav },
  ar: { common: arCommon, nav: arNav },
  es: { common: esCommon, nav: esNav },
  ru: { common: ruCommon, nav: ruNav },
};

type NamespaceModule = { default: Record<string, unknown> };

const screenNamespaceLoaders = import.meta.glob<NamespaceModule>([
  './locales/*/*.json',
  '!./locales/*/common.json',
  '!./locales/*/nav.json',
]);

/** Loads a screen namespace from its own chunk; an unknown one resolves empty, so keys show as keys. */
const lazyNamespaces: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const load = screenNamespaceLoaders[`./locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** A fresh, initialised i18n instance in `language` (tests and stories make their own). */
export function createI18n(language: string): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(lazyNamespaces)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: ['en', 'zh', 'ar', 'es', 'ru'],
      resources: shellResources,
      partialBundledLanguages: true,
      ns: [...shellNamespaces],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
      react: { useSuspense: true },
    });
  return instance;
}
