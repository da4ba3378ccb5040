/**
 * Language rules: the five interface languages, what a stored value means, and the reading direction.
 * No imports, so the start-up code that paints the first frame and the language machine share them
 * without pulling in XState or i18next.
 */

export const supportedLanguages = ['en', 'zh', 'ar', 'es', 'ru'] as const;
export type Language = (typeof supportedLanguages)[number];
export type TextDirection = 'ltr' | 'rtl';

export const defaultLanguage: Language = 'en';
/** Storage key of the member's language. */
export const languageStorageKey = 'language';

/**
 * The cookie that tells the server which language's prerendered page to send (deploy/nginx.conf);
 * it mirrors the stored language, written wherever that is (and by index.html's head script).
 */
export const languageCookieName = 'language';

/** The `document.cookie` assignment that records `language` for the server for a year. */
export function languageCookie(language: Language): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (supportedLanguages as readonly string[]).includes(value);
}

/** Any stored value that is not one of the five codes (null, garbage, another locale) gives `en`. */
export function resolveLanguage(stored: unknown): Language {
  return isSupportedLanguage(stored) ? stored : defaultLanguage;
}

/** Right-to-left for Arabic only. */
export function directionOf(language: Language): TextDirection {
  return language === 'ar' ? 'rtl' : 'ltr';
}
