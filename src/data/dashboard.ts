/**
 * Sample data and pure rules of the dashboard: the four key
 * figures, the AI trade matches and their search, the six trade-flow steps, the two market alerts and
 * the alert settings the member keeps locally. Display text lives in `public/locales/<lng>/dashboard.json`;
 * this file holds codes that name those keys.
 */
import { dated, sampleRecent } from './sampleWorld';
import { checkNumber } from './decimal';
import { dashboardThresholdField } from './numberFields';
import { lotValue } from './prices';
import type { CommodityId } from './commodities';

/** Key figures: 12.5M SDR volume, 47 active matches, 94.2% success, 1,247 partners in 23 countries. */
export const dashboardStats = {
  volumeSdr: 12_500_000,
  activeMatches: 47,
  successRatePercent: 94.2,
  partners: 1247,
  partnerCountries: 23,
} as const;

// ---------------------------------------------------------------------------------------------------
// AI trade matches

export type MatchStatus = 'active' | 'negotiating' | 'pending';

export interface TradeMatch {
  id: string;
  /** The commodity offered (src/data/commodities.ts). */
  offering: CommodityId;
  /** The commodity sought. */
  seeking: CommodityId;
  /** 0 to 100. */
  matchScore: number;
  /** SDR value of the barter. */
  sdrValue: number;
  /** ISO 3166 code of the counterparty's country (named with `Intl.DisplayNames`). */
  country: string;
  status: MatchStatus;
  /** The counterparty's party id (src/data/tradeMatching.ts): Connect opens a negotiation room with it. */
  counterparty: string;
}

export const tradeMatches: readonly TradeMatch[] = [
  {
    id: 'match-1',
    offering: 'crudeOil',
    seeking: 'machinery',
    matchScore: 94,
    // Emirates Petroleum's Brent lot of the product explorer: 32,500 bbl.
    sdrValue: lotValue('crudeOil', 32_500),
    country: 'AE',
    status: 'active',
    counterparty: 'emirates-petroleum',
  },
  {
    id: 'match-2',
    offering: 'soybeans',
    seeking: 'fertilizer',
    matchScore: 89,
    // 2,300 t of soybeans at the table price.
    sdrValue: lotValue('soybeans', 2_300),
    country: 'BR',
    status: 'negotiating',
    counterparty: 'cerrado-agro',
  },
  {
    id: 'match-3',
    offering: 'copperCathodes',
    seeking: 'solarPanels',
    matchScore: 87,
    // 800 t of copper cathodes at the table price.
    sdrValue: lotValue('copper', 800),
    country: 'CL',
    status: 'pending',
    counterparty: 'andes-copper',
  },
  {
    id: 'match-4',
    offering: 'textiles',
    seeking: 'electronicComponents',
    matchScore: 82,
    // 241 t of cotton fabric at the table price.
    sdrValue: lotValue('cottonFabric', 241),
    country: 'IN',
    status: 'active',
    counterparty: 'deccan-cotton',
  },
];

/** A search text as compared: trimmed and lower-cased for the language. Never a pattern: any text is safe. */
export function normalizeSearch(query: string, locale?: string): string {
  return query.trim().toLocaleLowerCase(locale);
}

/**
 * Whether an item whose visible texts are `fields` matches the search `query`: case-insensitive
 * substring on any field; an empty or whitespace-only query matches everything. Plain text, no regex,
 * so `.*`, `(`, `<b>` are looked for literally.
 */
export function matchesSearch(fields: readonly string[], query: string, locale?: string): boolean {
  const needle = normalizeSearch(query, locale);
  if (!needle) return true;
  return fields.some((field) => field.toLocaleLowerCase(locale).includes(needle));
}

// ---------------------------------------------------------------------------------------------------
// Trade flow

export interface FlowStep {
  id: string;
  /** Translation code of the title, description and party (`flow.steps.<id>.*`). */
  code: string;
  /** How long the real step typically takes, in ms (1000 to 5000). */
  delay: number;
}

/** The six steps of a barter, in order. Their status (pending, active, completed) comes from the trade-flow machine. */
export const flowSteps: readonly FlowStep[] = [
  { id: 'flow-1', code: 'request', delay: 1000 },
  { id: 'flow-2', code: 'matching', delay: 2000 },
  { id: 'flow-3', code: 'valuation', delay: 1500 },
  { id: 'flow-4', code: 'contract', delay: 3000 },
  { id: 'flow-5', code: 'shipment', delay: 5000 },
  { id: 'flow-6', code: 'settlement', delay: 2000 },
];

// ---------------------------------------------------------------------------------------------------
// Market alerts and their settings

export type AlertSeverity = 'info' | 'warning' | 'critical';
export type AlertType = 'price' | 'volume';

export interface MarketAlertItem {
  id: string;
  /** Translation code of the message (`alerts.items.<code>`). */
  code: string;
  type: AlertType;
  /** ISO timestamp, fixed. */
  timestamp: string;
  severity: AlertSeverity;
}

export const marketAlerts = dated((): readonly MarketAlertItem[] => [
  {
    id: 'alert-1',
    code: 'oilSurge',
    type: 'price',
    timestamp: sampleRecent('2026-11-22T09:30:00Z'),
    severity: 'warning',
  },
  {
    id: 'alert-2',
    code: 'copperVolume',
    type: 'volume',
    timestamp: sampleRecent('2026-11-22T08:15:00Z'),
    severity: 'info',
  },
]);

export const alertSeverities: readonly AlertSeverity[] = ['info', 'warning', 'critical'];

export interface AlertSettings {
  priceAlerts: boolean;
  volumeAlerts: boolean;
  /** Alerts below this severity are not shown. */
  minSeverity: AlertSeverity;
  /** Notify when a price moves more than this many percent. */
  thresholdPercent: number;
}

export const defaultAlertSettings: AlertSettings = {
  priceAlerts: true,
  volumeAlerts: true,
  minSeverity: 'info',
  thresholdPercent: 3,
};

/** Local-storage key of the alert settings. */
export const alertSettingsStorageKey = 'dashboard.alertSettings';

const thresholdLimits = dashboardThresholdField;

export type ThresholdError = 'empty' | 'tooLong' | 'notNumber' | 'decimals' | 'outOfRange';
export type ThresholdResult = { ok: true; value: number } | { ok: false; error: ThresholdError };

/**
 * The price-move threshold as typed in `language`: a decimal from 0.5 to 50 with at most 2 decimals,
 * with the language's decimal mark (in English "1,000" is one thousand, out of range, never 1; in
 * Spanish "2,5" is 2.5). Anything else (empty, too long, letters, `1e3`, `-2`, HTML) is an error code;
 * the field keeps what was typed.
 */
export function parseThreshold(text: string, language: string): ThresholdResult {
  const check = checkNumber(text, dashboardThresholdField, language);
  if (check.ok) return check;
  const { problem } = check;
  if (problem === 'empty' || problem === 'tooLong' || problem === 'decimals')
    return { ok: false, error: problem };
  const outOfRange = problem === 'negative' || problem === 'aboveMax' || problem === 'belowMin';
  return { ok: false, error: outOfRange ? 'outOfRange' : 'notNumber' };
}

const isSeverity = (value: unknown): value is AlertSeverity =>
  typeof value === 'string' && (alertSeverities as readonly string[]).includes(value);

/**
 * Settings read back from storage. Whatever is stored (nothing, broken JSON, wrong types, values out of
 * range) gives a valid object: each field that does not check out falls back to its default.
 */
export function parseAlertSettings(raw: string | null): AlertSettings {
  if (!raw) return defaultAlertSettings;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return defaultAlertSettings;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return defaultAlertSettings;
  const value = parsed as Record<string, unknown>;
  const threshold = value.thresholdPercent;
  return {
    priceAlerts:
      typeof value.priceAlerts === 'boolean' ? value.priceAlerts : defaultAlertSettings.priceAlerts,
    volumeAlerts:
      typeof value.volumeAlerts === 'boolean' ? value.volumeAlerts : defaultAlertSettings.volumeAlerts,
    minSeverity: isSeverity(value.minSeverity) ? value.minSeverity : defaultAlertSettings.minSeverity,
    thresholdPercent:
      typeof threshold === 'number' &&
      Number.isFinite(threshold) &&
      threshold >= thresholdLimits.min &&
      threshold <= thresholdLimits.max
        ? threshold
        : defaultAlertSettings.thresholdPercent,
  };
}

/** The alerts the settings let through: their type is switched on and their severity reaches the minimum. */
export function visibleAlerts(
  alerts: readonly MarketAlertItem[],
  settings: AlertSettings,
): MarketAlertItem[] {
  const minRank = alertSeverities.indexOf(settings.minSeverity);
  return alerts.filter(
    (alert) =>
      (alert.type === 'price' ? settings.priceAlerts : settings.volumeAlerts) &&
      alertSeverities.indexOf(alert.severity) >= minRank,
  );
}
