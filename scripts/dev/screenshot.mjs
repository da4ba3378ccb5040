/**
 * A screenshot in headless Debian Chromium, to look at what was built:
 *   node scripts/dev/screenshot.mjs <url> <out.png> [width=1280] [lang=en] [clipTop] [clipHeight]
 * The language is stored before the page loads, as a returning member's choice is. Without a clip the
 * whole page is captured; with one, only that band (long pages at 390 px shrink too much to read).
 * Console messages and page errors are printed. `SCHEME=dark` draws the dark theme (the app follows the
 * system's scheme until the member picks one).
 */
import { chromium } from 'playwright';
import { launchOptions } from '../chromium.mjs';

const [, , url, out, width = '1280', lang = 'en', clipTop, clipHeight = '1200'] = process.argv;
const browser = await chromium.launch(launchOptions);
const page = await browser.newPage({
  viewport: { width: Number(width), height: 900 },
  colorScheme: process.env.SCHEME === 'dark' ? 'dark' : 'light',
});
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
await page.addInitScript((l) => localStorage.setItem('language', l), lang);
await page.goto(url, { waitUntil: 'networkidle' });
// Live, in the stored language: until then a page prerendered in another one is held hidden.
await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
await page.waitForTimeout(500);
const clip =
  clipTop === undefined
    ? undefined
    : { x: 0, y: Number(clipTop), width: Number(width), height: Number(clipHeight) };
await page.screenshot({ path: out, fullPage: true, clip });
console.log(logs.join('\n'));
await browser.close();
