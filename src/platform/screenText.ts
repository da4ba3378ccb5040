import type { FlatNamespace } from 'i18next';
import { useTranslation } from 'react-i18next';
import { directionOf, resolveLanguage } from '../i18n/language';

/**
 * A screen's translate function with the language it is showing (one of the five codes, for the
 * formatters) and that language's reading direction. Tiny on purpose: the layout uses it at first paint.
 */
export function useScreenText<
  const Namespace extends FlatNamespace | readonly [FlatNamespace, ...FlatNamespace[]],
>(namespace: Namespace) {
  const { t, i18n } = useTranslation(namespace);
  const language = resolveLanguage(i18n.language);
  return { t, i18n, language, dir: directionOf(language) };
}
