/**
 * An i18n instance with every translation file of `public/locales` preloaded, so tests fetch nothing
 * and see exactly the strings that ship.
 */
import type { i18n as I18n, Resource } from 'i18next';
import { createI18n } from '../../src/i18n/i18n';

const files = import.meta.glob<Record<string, unknown>>('/public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** `{ en: { common: {...}, nav: {...}, dashboard: {...} }, zh: {...}, ... }` */
export const resources: Resource = {};
for (const [path, content] of Object.entries(files)) {
  const match = /\/public\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language = '', namespace = ''] = match;
  resources[language] = { ...resources[language], [namespace]: content };
}

/** The English title of a route (`title` in its namespace). */
export const routeTitle = (routeId: string): string => (resources.en?.[routeId] as { title: string }).title;

export function createTestI18n(language = 'en'): I18n {
  return createI18n(language, { resources });
}
