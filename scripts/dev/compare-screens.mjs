/**
 * Screenshots of every page of a build, and a pixel comparison of two sets of them: what changed on
 * screen between one build and the next.
 *
 *   node scripts/dev/compare-screens.mjs shoot <distDir> <outDir> [--port=4401] [--routes=/,/dashboard]
 *   node scripts/dev/compare-screens.mjs compare <beforeDir> <afterDir> [--report=<dir>]
 *
 * shoot: serves `distDir` with the deployment's nginx configuration (scripts/nginx.mjs: a page per
 * route) and takes a full-page screenshot in headless Chromium of every route of src/data/routes.ts and one unknown path (the not-found page), in English
 * and Arabic, light and dark, 1280 and 390 px wide (viewport height 900). Files are named
 * `<route-slug>.<lang>.<scheme>.<width>.png` (`home` for /, `not-found` for the unknown path).
 * Each shot starts from a fresh browser context: language and scheme stored before the page loads, as
 * a returning member's choices are, the scheme emulated as well, reduced motion, UTC. The page's clock
 * (Playwright's, as in tests/e2e/fixtures.ts) stands still at ten in the morning (UTC) of the sample
 * world's anchor day from before the page loads: a clock paused only once the heading shows has run
 * for as long as the page took to load, and a time the page prints ("Last updated 10:00:01") then
 * depends on how fast it loaded. Once the heading shows, the network is idle and the fonts are in,
 * the clock runs 500 ms (timers and animation frames, the same ones every time) and the shot is taken.
 * No pointer moves, so the page is the one a visitor sees before touching anything (the shell
 * runtime, loaded on first intent, is not there). Console errors and page errors are printed.
 * --routes limits the pages (paths of the route list, or /no-such-page).
 *
 * compare: for every PNG present in both folders, the number of differing pixels (pixelmatch,
 * threshold 0.1) over the larger of the two pages (the extra rows of the taller one all count), its
 * share of that page, and the page height before and after; a diff image per differing pair goes to
 * the report folder (default <afterDir>/../screens-diff). A report, not a test: exit 0 whatever
 * differs, 1 only when a file is missing on one side (or no file is in both).
 *
 * Not part of `npm test` (`npm run screens -- shoot ...`).
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import { chromium } from 'playwright';
import { PNG } from 'pngjs';
import { launchOptions } from '../chromium.mjs';
import { loadSource } from '../loadSource.mjs';
import { startNginx } from '../nginx.mjs';

const NOT_FOUND_PATH = '/no-such-page';
const LANGUAGES = ['en', 'ar'];
const SCHEMES = ['light', 'dark'];
const WIDTHS = [1280, 390];
const VIEWPORT_HEIGHT = 900;
/** Fake time run after the page is in, so short timers and animation frames have fired. */
const SETTLE_MS = 500;
const THRESHOLD = 0.1;
const USAGE = `Usage:
  node scripts/dev/compare-screens.mjs shoot <distDir> <outDir> [--port=4401] [--routes=/,/dashboard]
  node scripts/dev/compare-screens.mjs compare <beforeDir> <afterDir> [--report=<dir>]`;

/** Positional arguments and `--name=value` options; an option not in `known` is an error. */
function parseArgs(argv, known) {
  const positional = [];
  const options = {};
  for (const arg of argv) {
    const match = /^--([a-z]+)=(.*)$/.exec(arg);
    if (!match) {
      if (arg.startsWith('--')) throw new Error(`Unknown option ${arg}\n${USAGE}`);
      positional.push(arg);
    } else if (known.includes(match[1])) options[match[1]] = match[2];
    else throw new Error(`Unknown option ${arg}\n${USAGE}`);
  }
  return { positional, options };
}

// ---------------------------------------------------------------------------------------------
// Shoot
// ---------------------------------------------------------------------------------------------

/**
 * The pages, [{ path, slug }], and the clock's start. Node 20 cannot import TypeScript, so Vite's module
 * runner loads the route list and the anchor day (as scripts/bench.mjs does).
 */
async function readInputs() {
  const { routeManifest } = await loadSource('src/data/routes.ts');
  const { worldAnchorDay } = await loadSource('src/data/worldAnchor.ts');
  const pages = [
    ...routeManifest.map(({ path }) => ({ path, slug: path === '/' ? 'home' : path.slice(1) })),
    { path: NOT_FOUND_PATH, slug: 'not-found' },
  ];
  return { pages, clockStart: new Date(`${worldAnchorDay}T10:00:00Z`) };
}

/** One screenshot; resolves with the console errors and page errors the page produced. */
async function shootOne(browser, { url, file, lang, scheme, width, clockStart }) {
  const context = await browser.newContext({
    viewport: { width, height: VIEWPORT_HEIGHT },
    colorScheme: scheme,
    reducedMotion: 'reduce',
    timezoneId: 'UTC',
    locale: 'en-US',
  });
  const problems = [];
  try {
    const page = await context.newPage();
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(`console.error: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.addInitScript(
      ([language, colorScheme]) => {
        localStorage.setItem('language', language);
        localStorage.setItem('color-scheme', colorScheme);
      },
      [lang, scheme],
    );
    // Pausing at a time the clock has already passed throws: installed a second early, paused on the hour.
    await page.clock.install({ time: clockStart.getTime() - 1000 });
    await page.clock.pauseAt(clockStart);
    await page.goto(url, { waitUntil: 'load' });
    try {
      await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    } catch {
      problems.push('no heading (main h1) within 30 s: shot as it is');
    }
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.clock.runFor(SETTLE_MS);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  } finally {
    await context.close();
  }
  return problems;
}

async function shoot(argv) {
  const { positional, options } = parseArgs(argv, ['port', 'routes']);
  if (positional.length !== 2) throw new Error(USAGE);
  const [distDir, outDir] = positional.map((p) => resolve(p));
  const port = Number(options.port ?? 4401);
  const { pages: allPages, clockStart } = await readInputs();
  let pages = allPages;
  if (options.routes !== undefined) {
    const wanted = options.routes.split(',').filter(Boolean);
    const unknown = wanted.filter((path) => !allPages.some((p) => p.path === path));
    if (unknown.length > 0) throw new Error(`Not a route of src/data/routes.ts: ${unknown.join(', ')}`);
    pages = allPages.filter((p) => wanted.includes(p.path));
  }
  mkdirSync(outDir, { recursive: true });

  const { url, close } = await startNginx({ root: distDir, port });
  const browser = await chromium.launch(launchOptions);
  const total = pages.length * LANGUAGES.length * SCHEMES.length * WIDTHS.length;
  const started = Date.now();
  let done = 0;
  let withProblems = 0;
  try {
    for (const { path, slug } of pages) {
      for (const lang of LANGUAGES) {
        for (const scheme of SCHEMES) {
          for (const width of WIDTHS) {
            const name = `${slug}.${lang}.${scheme}.${width}.png`;
            const problems = await shootOne(browser, {
              url: new URL(path, url).href,
              file: join(outDir, name),
              lang,
              scheme,
              width,
              clockStart,
            });
            done += 1;
            console.log(`[${done}/${total}] ${name}`);
            if (problems.length > 0) {
              withProblems += 1;
              for (const problem of problems) console.log(`    ${problem}`);
            }
          }
        }
      }
    }
  } finally {
    await browser.close();
    await close();
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `${done} screenshots in ${outDir} (${seconds} s); ${withProblems} with console or page errors.`,
  );
}

// ---------------------------------------------------------------------------------------------
// Compare
// ---------------------------------------------------------------------------------------------

const pngsIn = (dir) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.png'))
    .sort();

/**
 * `image` on an opaque magenta canvas of `width` × `height` (the larger of two pages). Not transparent:
 * pixelmatch blends transparency with white, so extra rows of a white page would match it.
 */
function padTo(image, width, height) {
  if (image.width === width && image.height === height) return image;
  const padded = new PNG({ width, height });
  for (let i = 0; i < padded.data.length; i += 4) padded.data.set([255, 0, 255, 255], i);
  PNG.bitblt(image, padded, 0, 0, image.width, image.height, 0, 0);
  return padded;
}

/**
 * Differing pixels of one pair. Pages of different sizes are compared over the larger canvas, the
 * missing part of the smaller one padded (padTo), so the taller page's extra rows count in full.
 */
function comparePair(beforeFile, afterFile, diffFile) {
  const before = PNG.sync.read(readFileSync(beforeFile));
  const after = PNG.sync.read(readFileSync(afterFile));
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const diff = new PNG({ width, height });
  const differing = pixelmatch(
    padTo(before, width, height).data,
    padTo(after, width, height).data,
    diff.data,
    width,
    height,
    { threshold: THRESHOLD },
  );
  if (differing > 0) {
    mkdirSync(dirname(diffFile), { recursive: true });
    writeFileSync(diffFile, PNG.sync.write(diff));
  }
  return {
    differing,
    share: differing / (width * height),
    heightBefore: before.height,
    heightAfter: after.height,
  };
}

function compare(argv) {
  const { positional, options } = parseArgs(argv, ['report']);
  if (positional.length !== 2) throw new Error(USAGE);
  const [beforeDir, afterDir] = positional.map((p) => resolve(p));
  const reportDir = resolve(options.report ?? join(dirname(afterDir), 'screens-diff'));
  const beforeFiles = pngsIn(beforeDir);
  const afterFiles = new Set(pngsIn(afterDir));
  const onlyBefore = beforeFiles.filter((f) => !afterFiles.has(f));
  const onlyAfter = [...afterFiles].filter((f) => !beforeFiles.includes(f));
  const common = beforeFiles.filter((f) => afterFiles.has(f));

  const rows = [];
  for (const file of common) {
    const result = comparePair(join(beforeDir, file), join(afterDir, file), join(reportDir, file));
    rows.push({ name: basename(file, '.png'), ...result });
  }

  const nameWidth = Math.max(4, ...rows.map((r) => r.name.length));
  const line = (cells) =>
    [cells[0].padEnd(nameWidth), cells[1].padStart(10), cells[2].padStart(8), cells[3].padStart(15)].join(
      '  ',
    );
  console.log(line(['name', 'pixels', '% page', 'height b/a']));
  for (const r of rows) {
    const height =
      r.heightBefore === r.heightAfter ? `${r.heightBefore}` : `${r.heightBefore} → ${r.heightAfter}`;
    console.log(line([r.name, String(r.differing), (r.share * 100).toFixed(3), height]));
  }
  const differ = rows.filter((r) => r.differing > 0);
  const resized = rows.filter((r) => r.heightBefore !== r.heightAfter);
  console.log(
    `\n${rows.length - differ.length} identical, ${differ.length} differ` +
      (resized.length > 0 ? ` (${resized.length} changed height)` : ''),
  );
  if (differ.length > 0) console.log(`Diff images: ${reportDir}`);
  for (const f of onlyBefore) console.log(`missing in ${afterDir}: ${f}`);
  for (const f of onlyAfter) console.log(`missing in ${beforeDir}: ${f}`);
  if (onlyBefore.length > 0 || onlyAfter.length > 0 || common.length === 0) process.exitCode = 1;
}

// ---------------------------------------------------------------------------------------------

const [mode, ...rest] = process.argv.slice(2);
if (mode === 'shoot') await shoot(rest);
else if (mode === 'compare') compare(rest);
else {
  console.error(USAGE);
  process.exitCode = 1;
}
