/**
 * What a prerendered page carries for the browser's first render, so that render is the prerendered
 * one exactly: the sample world's day it was rendered on, its language, the strings it shows (the
 * shell's namespaces and the route's) and the formatters it uses. Read once at start-up; absent in
 * development, where nothing is prerendered.
 */
// With its extension: the Vite and Playwright configs load this file natively too.
import { isSupportedLanguage, type Language } from '../i18n/language.ts';

export const bootElementId = 'srt-boot';

export interface BootData {
  /** The sample world's day of the prerender, `YYYY-MM-DD`. */
  day: string;
  /** The language the page was rendered in. */
  language: Language;
  /** Its translations by namespace. */
  strings: Record<string, Record<string, unknown>>;
  /** The number and date formatters its render used (src/i18n/format.ts keys), made before hydrating. */
  formats: string[];
}

/** The page's boot data, or null when the page was not prerendered (or its data cannot be read). */
export function readBoot(doc: Document): BootData | null {
  return parseBoot(doc.getElementById(bootElementId)?.textContent);
}

function parseBoot(text: string | null | undefined): BootData | null {
  if (!text) return null;
  try {
    const data = JSON.parse(text) as Partial<BootData> | null;
    return typeof data?.day === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(data.day) &&
      isSupportedLanguage(data.language) &&
      typeof data.strings === 'object' &&
      data.strings !== null
      ? {
          day: data.day,
          language: data.language,
          strings: data.strings,
          formats: Array.isArray(data.formats)
            ? data.formats.filter((key): key is string => typeof key === 'string')
            : [],
        }
      : null;
  } catch {
    return null;
  }
}
