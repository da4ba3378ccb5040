/**
 * How long a move to a screen not visited yet takes, in a real browser without throttling: Playwright
 * drives Debian's Chromium (scripts/chromium.mjs) at its default desktop size.
 *
 * One measurement: a fresh browser context (empty cache, empty storage), the page the link is on
 * (`from`), live (`html[data-hydrated]`) and settled; the link's group menu is opened if it is in one, the pointer rests on the link
 * for `hoverDwellMs`, then Playwright clicks it. Inside the page, the time runs from the click
 * event's `timeStamp` to the MutationObserver callback that first sees the new screen's title in
 * `main h1` (both on the page's `performance.now()` clock). The title is the one the prerendered page
 * of the route holds. For information, also: the frame after that, when the last file asked for after
 * the click arrived (Resource Timing) and how many there were, and what was requested while the
 * pointer rested on the link (whether hovering fetched anything ahead of the click).
 */
import { chromium } from 'playwright';
import { launchOptions } from '../scripts/chromium.mjs';

/** How long the pointer rests on a link before the click, as a member's pointer does. */
const hoverDwellMs = 250;
const stepTimeoutMs = 15_000;

/** The `main h1` text of each path's prerendered page, read with JavaScript off. */
async function prerenderedTitles(browser, baseUrl, paths) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const titles = {};
    for (const path of paths) {
      await page.goto(baseUrl + path);
      titles[path] = (await page.locator('main h1').textContent({ timeout: stepTimeoutMs }))?.trim();
      if (!titles[path]) throw new Error(`The prerendered page of ${path} has no main h1 text`);
    }
    return titles;
  } finally {
    await context.close();
  }
}

/** Starts watching for `title` in `main h1`; `window.__benchNavigation` resolves with the times. */
function watchForTitle(title) {
  window.__benchNavigation = new Promise((resolve) => {
    let clickAt;
    addEventListener(
      'click',
      (event) => {
        clickAt = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (clickAt === undefined || document.querySelector('main h1')?.textContent?.trim() !== title) return;
      observer.disconnect();
      const shownAt = performance.now();
      // For information: when the last file asked for after the click arrived, and the frame after the title.
      const files = performance.getEntriesByType('resource').filter((entry) => entry.startTime >= clickAt);
      const lastFileMs = Math.max(clickAt, ...files.map((entry) => entry.responseEnd)) - clickAt;
      requestAnimationFrame(() =>
        setTimeout(() =>
          resolve({
            ms: shownAt - clickAt,
            nextFrameMs: performance.now() - clickAt,
            lastFileMs,
            files: files.length,
          }),
        ),
      );
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** The link to `target.path` on the page: in the main navigation (its group opened), else in the content, else the footer. */
async function findLink(page, target) {
  const nav = page.getByRole('navigation', { name: target.navLabel, exact: true });
  if (target.group) await nav.getByRole('button', { name: target.group, exact: true }).click();
  for (const scope of [nav, page.locator('main'), page.locator('footer')]) {
    const link = scope.locator(`a[href="${target.path}"]`).first();
    if (await link.isVisible()) return link;
  }
  throw new Error(`No visible link to ${target.path} on ${target.from}`);
}

async function measureOnce(browser, baseUrl, target) {
  const context = await browser.newContext();
  context.setDefaultTimeout(stepTimeoutMs);
  try {
    const page = await context.newPage();
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(baseUrl + target.from);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const link = await findLink(page, target);
    const beforeHover = requests.length;
    await link.hover();
    await page.waitForTimeout(hoverDwellMs);
    const fetchedOnHover = requests.slice(beforeHover);
    await page.evaluate(watchForTitle, target.title);
    await link.click();
    const times = await page.evaluate(() => window.__benchNavigation);
    return { ...times, fetchedOnHover };
  } finally {
    await context.close();
  }
}

/**
 * `targets`: [{ path, from, group (its menu's label, or null), navLabel }], each measured `runs` times.
 * Resolves to { [path]: { from, title, runs: [{ ms, nextFrameMs, lastFileMs, files }], fetchedOnHover }
 * or { from, error } };
 * calls `onProgress(index, path, result)` after each path.
 */
export async function measureNavigation({ baseUrl, targets, runs, onProgress }) {
  const browser = await chromium.launch(launchOptions);
  try {
    const titles = await prerenderedTitles(
      browser,
      baseUrl,
      targets.map((target) => target.path),
    );
    const results = {};
    for (const [index, target] of targets.entries()) {
      try {
        const measured = [];
        for (let run = 0; run < runs; run += 1)
          measured.push(await measureOnce(browser, baseUrl, { ...target, title: titles[target.path] }));
        results[target.path] = {
          from: target.from,
          title: titles[target.path],
          runs: measured.map(({ ms, nextFrameMs, lastFileMs, files }) => ({
            ms: Number(ms.toFixed(1)),
            nextFrameMs: Number(nextFrameMs.toFixed(1)),
            lastFileMs: Number(lastFileMs.toFixed(1)),
            files,
          })),
          fetchedOnHover: [...new Set(measured.flatMap((m) => m.fetchedOnHover))],
        };
      } catch (error) {
        results[target.path] = { from: target.from, error: error.message.split('\n')[0] };
      }
      onProgress?.(index, target.path, results[target.path]);
    }
    return results;
  } finally {
    await browser.close();
  }
}
