/**
 * Lighthouse for `npm run bench`: one headless Chromium (scripts/chromium.mjs) for every run, each run
 * in a fresh tab that Puppeteer opens and hands to Lighthouse, so a tab can be given what a member has
 * stored before the page's first script runs (bench/returningMember.mjs).
 *
 * Lighthouse's default config: the mobile preset (Moto G Power emulation, simulated slow 4G, 4x CPU
 * slowdown), performance category only, without the full-page screenshot (no metric reads it). Before
 * each run it clears the HTTP cache and every kind of storage of the origin but cookies (its default
 * keeps localStorage, which would carry one run's member into the next); the cookies are cleared here
 * before `prepare`, which may set the member's own (the language cookie that picks the page's
 * language), so that the page's own request carries them.
 */
/** Storage that Lighthouse clears before each run: everything but cookies. */
const clearedStorage = [
  'file_systems',
  'indexeddb',
  'local_storage',
  'shader_cache',
  'websql',
  'service_workers',
  'cache_storage',
  'shared_storage',
  'storage_buckets',
];

import { accessSync, constants } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumFlags, chromiumPath } from '../scripts/chromium.mjs';

const audit = (lhr, id) => lhr.audits[id];
const numeric = (lhr, id) => audit(lhr, id)?.numericValue;

/**
 * Starts Chromium with its DevTools endpoint on `port` and connects Puppeteer to it; `run` measures
 * one URL, `close` stops both.
 */
export async function startLighthouse({ port }) {
  // chrome-launcher crashes the process with an unhandled 'error' event on a missing binary.
  accessSync(chromiumPath, constants.X_OK);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    port,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  let browser;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
  } catch (error) {
    chrome.kill();
    throw error;
  }
  return {
    /**
     * One Lighthouse run of `url`. `prepare(page)` runs on the fresh tab first (the returning member's
     * storage); `expectStatus404` lets the not-found page be measured. Also returns what the page
     * showed at the end (`shown`), so the caller can check which member was measured.
     */
    run: async (url, { prepare, expectStatus404 = false } = {}) => {
      const page = await browser.newPage();
      try {
        const session = await page.createCDPSession();
        await session.send('Network.clearBrowserCookies');
        await session.detach();
        await prepare?.(page);
        const flags = {
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableFullPageScreenshot: true,
          clearStorageTypes: clearedStorage,
          ignoreStatusCode: expectStatus404,
        };
        const started = Date.now();
        const result = await lighthouse(url, flags, undefined, page);
        const metrics = readMetrics(result?.lhr);
        return { ...metrics, seconds: (Date.now() - started) / 1000, shown: await shownMember(page) };
      } finally {
        await page.close().catch(() => {});
      }
    },
    close: async () => {
      await browser.disconnect().catch(() => {});
      chrome.kill();
    },
  };
}

/**
 * Which member the page was drawn for: its language, pinned scheme and the header's tier badge, read
 * once the app is live (until then a returning member's badge is hidden, its text still the sample's).
 */
async function shownMember(page) {
  await page.waitForSelector('html[data-hydrated]', { timeout: 10_000 }).catch(() => {});
  return page.evaluate(() => {
    const root = document.documentElement;
    return {
      live: root.hasAttribute('data-hydrated'),
      language: root.lang,
      scheme: root.getAttribute('data-scheme'),
      pending: root.hasAttribute('data-pending'),
      tierBadge: document.querySelector('header a[href="/membership-packages"]')?.textContent?.trim() ?? null,
    };
  });
}

function readMetrics(lhr) {
  if (!lhr) throw new Error('Lighthouse returned no result');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (typeof score !== 'number') {
    const failed = ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .map((id) => audit(lhr, id)?.errorMessage)
      .find(Boolean);
    throw new Error(failed ?? 'no performance score');
  }
  return {
    score: Math.round(score * 100),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    lighthouseVersion: lhr.lighthouseVersion,
    diagnostics: diagnostics(lhr),
  };
}

/** Where the time of a run goes: kept in the JSON, and printed for the rows over budget. */
function diagnostics(lhr) {
  const lcpElement = audit(lhr, 'largest-contentful-paint-element')?.details;
  const tables = lcpElement?.type === 'list' ? lcpElement.items : lcpElement ? [lcpElement] : [];
  const items = tables.flatMap((table) => table.items ?? []);
  const node = items.find((item) => item.node)?.node;
  return {
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    bootupMs: numeric(lhr, 'bootup-time'),
    lcpElement: node ? { selector: node.selector, label: node.nodeLabel, snippet: node.snippet } : null,
    lcpPhases: items
      .filter((item) => item.phase && typeof item.timing === 'number')
      .map((item) => ({ phase: item.phase, ms: Math.round(item.timing) })),
    longTasks: (audit(lhr, 'long-tasks')?.details?.items ?? []).slice(0, 3).map((item) => ({
      url: item.url,
      startMs: Math.round(item.startTime),
      durationMs: Math.round(item.duration),
    })),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
  };
}
