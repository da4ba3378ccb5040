import type { i18n as I18n } from 'i18next';
import { createI18n, shellNamespaces } from '../../src/i18n/i18n';
import { resolveLanguage, type Language } from '../../src/i18n/language';

/**
 * One i18n instance per language for the whole Storybook session: switching the locale toolbar back
 * and forth fetches every namespace once. Stories that let the app change the language itself (the
 * screen stories) make their own instance instead, so they never switch these.
 */
const instances = new Map<Language, I18n>();

export function storyI18n(locale: unknown): I18n {
  const language = resolveLanguage(locale);
  let instance = instances.get(language);
  if (!instance) {
    instance = createI18n(language);
    instances.set(language, instance);
  }
  return instance;
}

/** Loads the shell strings plus a story's own `parameters.i18nNamespaces` before it renders. */
export async function loadStoryStrings(
  locale: unknown,
  extraNamespaces: readonly string[] = [],
): Promise<I18n> {
  const instance = storyI18n(locale);
  await instance.loadNamespaces([...shellNamespaces, ...extraNamespaces]);
  return instance;
}
