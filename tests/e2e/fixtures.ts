/**
 * Shared Playwright fixtures for the end-to-end suite.
 *
 * - `consoleGuard` (automatic): records every console message and uncaught page error of every page
 *   in the test's browser context, and fails the test after it ran if any console error or page error
 *   occurred. Nothing is allowed by default; a test that expects an error opts out explicitly with
 *   `consoleGuard.allow(/pattern/)`. Tests can also read `consoleGuard.messages` (for example to assert
 *   a `console.warn`).
 * - `gotoReady(page, path)`: navigates and waits until the app is live: the prerendered page hydrated and
 *   the stored language shown (`data-hydrated` on <html>, `shellReady`), so menus and dialogs work.
 * - `openOnPausedClock(page, path, options)`: the same on Playwright's clock, paused, for timed behaviour.
 * - `expectNoAxeViolations(page)`: axe on the page as it is now, every violation listed on failure
 *   (`axeViolations(page)` for a test that reads the findings itself).
 * - `fileOfSize(name, bytes)`: a large file on disk for `setInputFiles`.
 */
import axe from 'axe-core';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { worldAnchorDay } from '../../src/data/worldAnchor';
import type enCommon from '../../public/locales/en/common.json';
import type enNav from '../../public/locales/en/nav.json';

export interface ConsoleEntry {
  type: string;
  text: string;
  /** `url:line` of the message, when the browser reports one. */
  location: string;
}

export interface ConsoleGuard {
  /** Every console message seen so far, in order. */
  readonly messages: readonly ConsoleEntry[];
  /** Console errors and uncaught page errors seen so far (allowed ones included). */
  readonly errors: readonly string[];
  /** Do not fail the test for errors whose text matches `pattern` (a substring or a RegExp). */
  allow(pattern: string | RegExp): void;
}

type Fixtures = { consoleGuard: ConsoleGuard };

export const test = base.extend<Fixtures>({
  // Every page starts on the sample world's anchor day, the day the tests' own code reads the sample
  // data on (playwright.config.ts pins it): dates shown and dates expected agree. The clock runs in
  // real time until a test pauses it (`openOnPausedClock`).
  // The browser context is reused from test to test (playwright.config.ts): Playwright resets the rest,
  // permissions granted by an earlier test are dropped here.
  page: async ({ page, context }, provide) => {
    await context.clearPermissions();
    await page.clock.install({ time: clockStart });
    await provide(page);
    // Playwright resumes a clock left paused after the test without waiting for it, which can race the
    // reset of the reused context and leave the next test's page without its fake clock: resume it here.
    await context.clock.resume();
  },
  consoleGuard: [
    async ({ context }, use, testInfo) => {
      const messages: ConsoleEntry[] = [];
      const errors: string[] = [];
      const allowed: (string | RegExp)[] = [];

      context.on('console', (message) => {
        const { url, lineNumber } = message.location();
        const entry = {
          type: message.type(),
          text: message.text(),
          location: url ? `${url}:${lineNumber}` : '',
        };
        // What Playwright itself logs where it blocks the app's service worker (playwright.config.ts).
        if (entry.text === 'Service Worker registration blocked by Playwright') return;
        messages.push(entry);
        // The not-found page is served with status 404, which the browser logs for the page itself.
        const notFoundPage = entry.text.includes('status of 404') && url === message.page()?.url();
        if (entry.type === 'error' && !notFoundPage)
          errors.push(`console.error: ${entry.text}${entry.location ? ` (${entry.location})` : ''}`);
      });
      context.on('weberror', (webError) => {
        const error = webError.error();
        errors.push(`page error: ${error.stack ?? error.message}`);
      });

      await use({
        messages,
        errors,
        allow: (pattern) => {
          allowed.push(pattern);
        },
      });

      const isAllowed = (text: string) =>
        allowed.some((pattern) =>
          typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text),
        );
      const unexpected = errors.filter((text) => !isAllowed(text));
      if (unexpected.length > 0) {
        await testInfo.attach('console-errors', { body: unexpected.join('\n\n'), contentType: 'text/plain' });
        throw new Error(
          `Unexpected console or page errors (${unexpected.length}):\n${unexpected.join('\n')}`,
        );
      }
    },
    { auto: true },
  ],
});

export { expect };

/**
 * <html> once the app is live: the page hydrated (or rendered afresh) and the stored language shown
 * (`src/main.tsx` sets `data-hydrated`). Before that the page is the prerendered HTML: links work,
 * and a click on a header control is kept for the app (index.html's capture script).
 */
export const shellReady = (page: Page) => page.locator('html[data-hydrated]');

/** The toasts shown: the items of the shell's notifications region (F8). */
export const toasts = (page: Page) =>
  page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem');

/** Go to `path` and wait until the app is live, so menus and dialogs can be used. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await shellReady(page).waitFor({ state: 'attached' });
}

/** Reload and wait until the app is live, as `gotoReady` does. */
export async function reloadReady(page: Page): Promise<void> {
  await page.reload();
  await shellReady(page).waitFor({ state: 'attached' });
}

export interface PausedClockOptions {
  /** The fake time the page starts at. */
  time?: Date | number | string;
  /** What must be visible before the clock pauses (the route's first content); the page heading by default. */
  ready?: (page: Page) => Locator;
  /** How far ahead of the page's clock to pause: fake time still flows until the pause lands, and pausing in the past throws. */
  aheadMs?: number;
}

/** Ten in the morning (UTC) of the sample world's anchor day. */
export const clockStart = new Date(`${worldAnchorDay}T10:00:00Z`);

/**
 * Open `path` on Playwright's clock: installed before the page loads, paused once `ready` shows, then
 * waited on until the app is live. From here only `page.clock.runFor` moves the app's timers.
 */
export async function openOnPausedClock(
  page: Page,
  path: string,
  {
    time = clockStart,
    ready = (p) => p.getByRole('heading', { level: 1 }),
    aheadMs = 500,
  }: PausedClockOptions = {},
): Promise<void> {
  await page.clock.install({ time });
  await page.goto(path);
  await expect(ready(page)).toBeVisible();
  await pauseClockSoon(page, aheadMs);
  await shellReady(page).waitFor({ state: 'attached' });
}

/**
 * Pause the page's (installed, flowing) clock `aheadMs` from its now. Fake time keeps flowing while the
 * pause is on its way, and pausing in the past throws: on a busy machine more than `aheadMs` can pass,
 * so a late attempt tries again further ahead. Resolves with the paused time.
 */
export async function pauseClockSoon(page: Page, aheadMs = 500): Promise<number> {
  for (let ahead = aheadMs; ; ahead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return now + ahead;
    } catch (error) {
      if (!String(error).includes('to the past') || ahead > 60_000) throw error;
    }
  }
}

/**
 * axe with every rule on the whole page as it is now (every frame). axe goes into each document once and
 * stays for the next check, and only violations are gathered in full: re-sending axe's source, finishing
 * the run in a page of its own (@axe-core/playwright's way) and building selectors for every passing
 * element cost several seconds a check on a busy machine and changed no finding.
 * axe times its work with the page's timers: a test on a paused clock resumes it first.
 */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  await settleTransitions(page);
  for (const frame of page.frames()) {
    if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  }
  const results = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations;
}

/**
 * Waits (at most 2 s) for the page's running finite animations and transitions to end: a colour read
 * half-way through a fade is one no member ever reads. Endless ones (a pulse) are left running.
 */
async function settleTransitions(page: Page): Promise<void> {
  const settled = page
    .evaluate(() =>
      Promise.allSettled(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished),
      ).then(() => undefined),
    )
    .catch(() => undefined); // the page closed: nothing left to wait for
  await Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, 2_000))]);
}

/** axe on the page as it is now: fails listing each violation with the markup of its nodes. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page);
  expect(violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.html) }))).toEqual([]);
}

/**
 * A file named `name` of `size` bytes (each `fill`) in the test's output folder, for `setInputFiles`: the
 * browser reads a file from its path, where a buffer is sent into the page encoded and rebuilt there
 * (seconds for 11 MB on a busy machine).
 */
export function fileOfSize(name: string, size: number, fill = 1): string {
  const path = test.info().outputPath(name);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.alloc(size, fill));
  return path;
}

/** A translation file of `public/locales`, as shipped. */
export function readLocale<T = Record<string, unknown>>(language: string, namespace: string): T {
  const url = new URL(`../../public/locales/${language}/${namespace}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as T;
}

/** The shape of the shipped translation files (English is the reference; the others mirror it). */
export type NavStrings = typeof enNav;
export type CommonStrings = typeof enCommon;

export const en = {
  nav: readLocale<NavStrings>('en', 'nav'),
  common: readLocale<CommonStrings>('en', 'common'),
};

/** The title (key `title` of the route's namespace) a route shows in `language`. */
export function routeTitle(routeId: string, language = 'en'): string {
  return readLocale<{ title: string }>(language, routeId).title;
}

/**
 * Waits for the screen of `routeId` to replace the one the member left: the URL changes first, and the
 * screen left stays (with its timers) until the new screen's chunk has come.
 */
export async function screenShown(page: Page, routeId: string, language = 'en'): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: routeTitle(routeId, language) })).toBeVisible();
}

/**
 * A batch's shipment row in a detail panel (`[data-field="shipment"]`): labelled "Shipment tracking"
 * (`label`, from the screen's own strings), its link opens the shipment on the IoT tracker, marked there.
 */
export async function followShipmentRow(page: Page, detail: Locator, label: string): Promise<void> {
  const shipment = 'SH-2026-006';
  const row = detail.locator('[data-field="shipment"]');
  await expect(row.locator('dt')).toHaveText(label);
  await expect(row.locator('dt')).toHaveText('Shipment tracking');
  await row.getByRole('link', { name: shipment }).click();
  await expect(page).toHaveURL(new RegExp(`/iot-logistics\\?shipment=${shipment}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('iotLogistics'));
  await expect(page.locator(`[data-shipment="${shipment}"]`)).toBeVisible();
}

/** The five interface languages, each named in itself as the language menu shows them. */
export const languageNames = {
  en: 'English',
  zh: '中文',
  ar: 'العربية',
  es: 'Español',
  ru: 'Русский',
} as const;
export type Language = keyof typeof languageNames;

/** The top navigation (desktop), by its accessible name. */
export const mainNav = (page: Page, label = en.nav.label) =>
  page.getByRole('navigation', { name: label, exact: true });

/**
 * How many lines each word (a run of text between spaces) of the element's text spans: a word cut
 * across lines counts 2. For ids (`SC-2026-003`), names and titles that must wrap only between words.
 */
export async function wordLines(element: Locator): Promise<{ word: string; lines: number }[]> {
  return element.evaluate((root) => {
    const words: { word: string; lines: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    // A word may run over several text nodes (an id in its own element), so it is followed character
    // by character; a character that starts below the previous one's bottom starts a new line.
    let current: { word: string; lines: number; bottom: number } | undefined;
    const close = () => {
      if (current) words.push({ word: current.word, lines: current.lines });
      current = undefined;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let index = 0; index < text.length; index += 1) {
        if (/\s/.test(text.charAt(index))) {
          close();
          continue;
        }
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        current ??= { word: '', lines: 1, bottom: rect.bottom };
        if (rect.top >= current.bottom - 1) current.lines += 1;
        current.word += text.charAt(index);
        current.bottom = rect.bottom;
      }
    }
    close();
    return words;
  });
}
