import type { FlatNamespace, i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { startLanguageOf } from '../i18n/i18n';
import { directionOf, resolveLanguage, type Language } from '../i18n/language';
import { useVisitSource, visitSource } from './hydration';

/**
 * The language the interface shows: i18n's, except while hydrating a prerendered page, which renders
 * in the page's language (the one i18n started in), whatever i18n has moved to.
 */
function useShownLanguage(i18n: I18n): Language {
  const source = useMemo(
    () =>
      visitSource(
        (onChange) => {
          i18n.on('languageChanged', onChange);
          return () => i18n.off('languageChanged', onChange);
        },
        () => resolveLanguage(i18n.language),
        () => startLanguageOf(i18n),
      ),
    [i18n],
  );
  return useVisitSource(source);
}

/**
 * A screen's translate function with the language it is showing (one of the five codes, for the
 * formatters) and that language's reading direction. Every part of the page takes its text from here,
 * so a part that hydrates late still renders the prerendered language first.
 */
export function useScreenText<
  const Namespace extends FlatNamespace | readonly [FlatNamespace, ...FlatNamespace[]],
>(namespace: Namespace) {
  const { i18n } = useTranslation();
  const language = useShownLanguage(i18n);
  const { t } = useTranslation(namespace, { lng: language });
  return { t, i18n, language, dir: directionOf(language) };
}
