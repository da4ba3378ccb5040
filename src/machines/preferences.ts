/**
 * Pure rules for the member's stored preferences, shared by the language and colour-scheme machines
 * and by the start-up code that paints the first frame before any machine runs. No imports, so the
 * first paint does not pull in XState.
 */

export const supportedLanguages = ['en', 'zh', 'ar', 'es', 'ru'] as const;
export type Language = (typeof supportedLanguages)[number];
export type TextDirection = 'ltr' | 'rtl';

export const defaultLanguage: Language = 'en';
/** Storage key of the language (spec part 1, section 4). */
export const languageStorageKey = 'language';

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

export const colorSchemePreferences = ['system', 'light', 'dark'] as const;
export type ColorSchemePreference = (typeof colorSchemePreferences)[number];
export type ColorScheme = 'light' | 'dark';

export const colorSchemeStorageKey = 'color-scheme';

export function isColorSchemePreference(value: unknown): value is ColorSchemePreference {
  return typeof value === 'string' && (colorSchemePreferences as readonly string[]).includes(value);
}

/** Unknown stored values follow the system. */
export function resolvePreference(stored: unknown): ColorSchemePreference {
  return isColorSchemePreference(stored) ? stored : 'system';
}

/** The scheme in force: the member's pick, or the system's while the pick is `system`. */
export function schemeFor(preference: ColorSchemePreference, systemScheme: ColorScheme): ColorScheme {
  return preference === 'system' ? systemScheme : preference;
}
