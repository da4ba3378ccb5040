/**
 * Number and date formatting for the current language, with `Intl`.
 *
 * Digits: Arabic uses Latin digits (`ar-u-nu-latn`) on purpose. Amounts sit next to wallet addresses,
 * transaction hashes and HS codes that are always Latin, and trade documents in the region commonly
 * use them; one digit set keeps every figure on a screen comparable.
 */
import { directionOf, resolveLanguage } from './language';

const intlLocales: Record<string, string> = {
  en: 'en-US',
  zh: 'zh-CN',
  ar: 'ar-u-nu-latn',
  es: 'es-ES',
  ru: 'ru-RU',
};

/** Shown for a value that is not a finite number, instead of "NaN" or "Infinity". */
export const notAvailable = '—';

export function intlLocale(language: string): string {
  return intlLocales[language] ?? 'en-US';
}

/** The formatters asked for while a page is prerendered (`formatsOf`); null the rest of the time. */
let asked: Set<string> | null = null;

/**
 * Intl's formatters are costly to make and cheap to use: one per language and options, made once. Each
 * is known by its key, `<kind>|<language>|<options as JSON>`, which `makeFormats` reads back.
 */
function cached<Format, Options>(kind: string, make: (locale: string, options: Options) => Format) {
  const made = new Map<string, Format>();
  return (language: string, options: Options): Format => {
    const key = `${kind}|${language}|${JSON.stringify(options)}`;
    asked?.add(key);
    let format = made.get(key);
    if (!format) {
      format = make(intlLocale(language), options);
      made.set(key, format);
    }
    return format;
  };
}

const numberFormat = cached(
  'number',
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
const dateFormat = cached(
  'date',
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
const listFormat = cached(
  'list',
  (locale, options: Intl.ListFormatOptions) => new Intl.ListFormat(locale, options),
);

/**
 * Runs `render` (a page's prerender) and names the formatters it asked for: the browser makes them
 * before it hydrates that page (`makeFormats`), so that no render of it waits for Intl.
 */
export async function formatsOf<T>(render: () => Promise<T>): Promise<[T, string[]]> {
  asked = new Set();
  try {
    const result = await render();
    return [result, [...asked]];
  } finally {
    asked = null;
  }
}

/**
 * Makes the formatters `keys` name (from `formatsOf`), ahead of the renders that use them. The page's
 * first one carries the start-up of Intl's locale data (20-60 ms on a fast machine); a key that names
 * no formatter is skipped.
 */
export function makeFormats(keys: readonly string[]): void {
  for (const key of keys) {
    const [kind, language, ...options] = key.split('|');
    try {
      const parsed: unknown = JSON.parse(options.join('|'));
      if (typeof parsed !== 'object' || parsed === null || language === undefined) continue;
      if (kind === 'number') numberFormat(language, parsed);
      else if (kind === 'date') dateFormat(language, parsed);
      else if (kind === 'list') listFormat(language, parsed);
    } catch {
      // Not a formatter's key: nothing to make ahead.
    }
  }
}

/**
 * The keys of one number and one date formatter in `language`. Made first (by `warmUpFormats`), they
 * load Intl's locale data for the language, and any formatter of it made afterwards, whatever its
 * options, is quick.
 */
export function localeDataKeys(language: string): string[] {
  return [`number|${language}|{}`, `date|${language}|{}`];
}

const sdrOptions: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'XDR',
  currencyDisplay: 'code',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
};
const percentOptions = (digits: number): Intl.NumberFormatOptions => ({
  style: 'percent',
  minimumFractionDigits: digits,
  maximumFractionDigits: digits,
});
/**
 * A plain number in the language's style, `options` being Intl's (decimals, grouping, a price's
 * currency): a rating "4.8", a reading "0.80", a weight "0.4278".
 */
export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  if (!Number.isFinite(value)) return notAvailable;
  return numberFormat(language, options).format(value);
}

/**
 * A change with its sign in front unless it is zero after rounding: "+27.6", "−0.4", "0.0" (`options`
 * as for `formatNumber`). The minus is the minus sign U+2212, as wide as the plus, so signed figures
 * line up; SDR stands for ISO's XDR as in `formatSdr`.
 */
export function formatSignedNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  if (!Number.isFinite(value)) return notAvailable;
  return figureText(numberFormat(language, { ...options, signDisplay: 'exceptZero' }).formatToParts(value));
}

/** A figure's parts as the app writes them: the minus sign U+2212, SDR for ISO's XDR. */
function figureText(parts: readonly Intl.NumberFormatPart[]): string {
  return parts
    .map((part) =>
      part.type === 'minusSign'
        ? '\u2212'
        : part.type === 'currency'
          ? part.value.replace('XDR', 'SDR')
          : part.value,
    )
    .join('');
}

/**
 * An SDR amount with exactly 2 decimals, the unit placed as the language places currency codes:
 * `SDR 1,234.50` in English, `1 234,50 SDR` in Russian. (SDR is ISO 4217 `XDR`; the product says SDR.)
 */
export function formatSdr(amount: number, language: string): string {
  if (!Number.isFinite(amount)) return notAvailable;
  return numberFormat(language, sdrOptions).format(amount).replace('XDR', 'SDR');
}

/** An SDR amount moved in or out, with its sign: "+SDR 25,000.00", "−SDR 100.00", "SDR 0.00". */
export function formatSignedSdr(amount: number, language: string): string {
  return formatSignedNumber(amount, language, sdrOptions);
}

/**
 * `text` as a left-to-right island in a right-to-left language (U+2066 LEFT-TO-RIGHT ISOLATE ... U+2069
 * POP DIRECTIONAL ISOLATE), so a figure with a sign or a Latin unit ("+12.5%", "22.5 °C", "2,990 US$")
 * keeps its order in Arabic. Other languages get it unchanged.
 */
export function isolateLtr(text: string, language: string): string {
  return directionOf(resolveLanguage(language)) === 'rtl' ? `\u2066${text}\u2069` : text;
}

/**
 * A whole US-dollar amount (membership prices, freight rates). In Arabic `Intl` gives "999 US$", which a
 * right-to-left line reorders into "$US 999": the amount is kept as Intl wrote it (`isolateLtr`).
 */
export function formatUsd(amount: number, language: string): string {
  if (!Number.isFinite(amount)) return notAvailable;
  const text = numberFormat(language, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(amount);
  return isolateLtr(text.replace(/\u200f/g, ''), language);
}

/** A percentage given in percent (94.2 means 94.2 %), with `digits` decimals. */
export function formatPercent(percent: number, language: string, digits = 1): string {
  if (!Number.isFinite(percent)) return notAvailable;
  return numberFormat(language, percentOptions(digits)).format(percent / 100);
}

/** A change in percent with its sign: "+12.5%", "−3.23%", "0.0%". */
export function formatSignedPercent(percent: number, language: string, digits = 1): string {
  return formatSignedNumber(percent / 100, language, percentOptions(digits));
}

/** A whole count with the language's grouping: 1,247 (en) / 1 247 (ru) / 12.470 (es groups from 5 digits). */
export function formatCount(count: number, language: string): string {
  if (!Number.isFinite(count)) return notAvailable;
  return numberFormat(language, { maximumFractionDigits: 0 }).format(count);
}

/** A large figure in short form: 12.5M, 1250万, 12,5 млн. */
export function formatCompact(value: number, language: string): string {
  if (!Number.isFinite(value)) return notAvailable;
  return figureText(
    numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).formatToParts(value),
  );
}

/**
 * Items in a sentence, joined as the language joins them. `narrow` separates only: "A, B, C" (en, ru),
 * "A、B、C" (zh), "A, B y C" (es), "A وB وC" (ar); `long` says "and" in every language: "A, B, and C".
 */
export function formatList(items: readonly string[], language: string, style: ListStyle = 'narrow'): string {
  return listFormat(language, { type: 'conjunction', style }).format(items);
}

/** The same list in parts (`formatToParts`), to render each item as an element of its own. */
export function formatListToParts(
  items: readonly string[],
  language: string,
  style: ListStyle = 'narrow',
): { type: 'element' | 'literal'; value: string }[] {
  return listFormat(language, { type: 'conjunction', style }).formatToParts(items);
}

type ListStyle = 'long' | 'narrow';

/** A date (and optionally time) in the language's style; an invalid date gives the placeholder. */
export function formatDate(
  value: Date | string | number,
  language: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return notAvailable;
  return dateFormat(language, options).format(date);
}
