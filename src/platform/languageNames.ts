import { supportedLanguages, type Language } from '../i18n/language';

/** Each language named in itself, so a member finds theirs whatever the current language. */
export const languageNames: Record<Language, string> = {
  en: 'English',
  zh: '中文',
  ar: 'العربية',
  es: 'Español',
  ru: 'Русский',
};

export const languageOptions = supportedLanguages.map((code) => ({ code, name: languageNames[code] }));
