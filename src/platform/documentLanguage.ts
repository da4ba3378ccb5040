import { directionOf, languageCookie, type Language } from '../i18n/language';

/** `<html lang dir>` follow the language: right-to-left for Arabic only. */
export function applyDocumentLanguage(
  language: Language,
  root: HTMLElement = document.documentElement,
): void {
  root.lang = language;
  root.dir = directionOf(language);
}

/** Tells the server which language's prerendered pages to send from now on. */
export function writeLanguageCookie(language: Language, doc: Document = document): void {
  doc.cookie = languageCookie(language);
}
