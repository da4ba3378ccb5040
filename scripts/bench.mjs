/**
 * `npm run bench`: what a visitor's browser pays for each route of the production build, held to
 * the budgets in bench/budgets.json.
 *
 * For every route of src/data/routes.ts (plus one unknown path for the not-found screen):
 *
 * - First-paint JS (kB gzip): the JavaScript the browser must download before the route can paint.
 *   That is the `index.html` entry chunk of the Vite manifest and the route's screen chunk (the
 *   `screen` of the route manifest), each with its static `imports`, recursively. Dynamic
 *   imports load after first paint (e.g. the CommandPaletteHost chunk) and are not counted. Sizes are
 *   gzip at zlib's default level, computed from the files in dist; 1 kB = 1000 bytes, as Vite prints.
 * - Strings (kB gzip): the translation JSON the route fetches at runtime (en: common, nav and the
 *   route's namespace). Not JavaScript and not budgeted; shown because it is on the critical path.
 * - Lighthouse (mobile preset by default: emulated phone, simulated slow 4G, 4x CPU slowdown):
 *   performance score, LCP, TBT and CLS, against `dist` served by scripts/serve.mjs with gzip and
 *   production cache headers. One Chromium serves every run.
 *
 * Budgets: first-paint JS on every route, the performance score on the routes listed in the budgets
 * file, CLS on every measured route; a Lighthouse error is a failure too. Exit 1 on any violation.
 * Results also go to bench/results/latest.json.
 *
 * Options: --routes=/,/dashboard  run Lighthouse on these routes only (JS sizes are always shown
 *                                 for every route: they cost nothing)
 *          --no-lighthouse        only the JS sizes
 *          --runs=3               Lighthouse runs per route, the median (by score) is kept; scores
 *                                 move by several points between runs on a busy 2-core machine
 *          --no-build             measure the existing dist (built by the last benchmark) instead of building
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { runnerImport } from 'vite';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromiumFlags, chromiumPath } from './chromium.mjs';
import { startServer } from './serve.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const RESULTS_FILE = join(ROOT, 'bench/results/latest.json');
const PORTS = [4180, 4181, 4182, 4183, 4184, 4185, 4186, 4187, 4188, 4189];
const NOT_FOUND_PATH = '/does-not-exist';
const CHROME_FLAGS = ['--headless=new', ...chromiumFlags];

// ---------------------------------------------------------------------------------------------
// Inputs: options, budgets, routes
// ---------------------------------------------------------------------------------------------

function parseArgs(argv) {
  const known = ['--no-lighthouse', '--no-build', '--runs=N', '--routes=/,/dashboard'];
  const options = { lighthouse: true, build: true, routes: null, runs: 1 };
  for (const arg of argv) {
    if (arg === '--no-lighthouse') options.lighthouse = false;
    else if (arg === '--no-build') options.build = false;
    else if (arg.startsWith('--routes='))
      options.routes = arg.slice('--routes='.length).split(',').filter(Boolean);
    else if (/^--runs=[1-9]\d*$/.test(arg)) options.runs = Number(arg.slice('--runs='.length));
    else throw new Error(`Unknown option ${arg}. Known: ${known.join(' ')}`);
  }
  return options;
}

function readBudgets() {
  return JSON.parse(readFileSync(join(ROOT, 'bench/budgets.json'), 'utf8'));
}

/**
 * [{ id, path, screen }] from the route manifest, src/data/routes.ts, plus the not-found screen. Node 20
 * cannot import TypeScript, so Vite's module runner loads it (as it loads vite.config.ts).
 */
async function readRoutes() {
  // Loading a module through Vite sets NODE_ENV=development, which the build below would inherit.
  const nodeEnv = process.env.NODE_ENV;
  const { module } = await runnerImport(join(ROOT, 'src/data/routes.ts'), {
    configFile: false,
    logLevel: 'silent',
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return [
    ...module.routeManifest.map(({ id, path, screen }) => ({ id, path, screen })),
    { id: 'notFound', path: NOT_FOUND_PATH, screen: module.notFoundScreen },
  ];
}

// ---------------------------------------------------------------------------------------------
// JavaScript sizes from the Vite manifest
// ---------------------------------------------------------------------------------------------

/** The app's build with its manifest, which the app's own build does not publish (it lists source paths). */
function build() {
  console.log('Building (npx vite build --manifest)...');
  execFileSync('npx', ['vite', 'build', '--manifest', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

const KEPT_MANIFEST = join(ROOT, 'bench/results/vite-manifest.json');

/**
 * Reads the manifest and moves it out of dist (to bench/results), so what Lighthouse measures is what
 * would be published; `--no-build` reads the copy the last benchmark build kept.
 */
function readManifest() {
  const inDist = join(DIST, '.vite/manifest.json');
  let text;
  try {
    text = readFileSync(inDist, 'utf8');
    mkdirSync(dirname(KEPT_MANIFEST), { recursive: true });
    writeFileSync(KEPT_MANIFEST, text);
    rmSync(join(DIST, '.vite'), { recursive: true, force: true });
  } catch {
    try {
      text = readFileSync(KEPT_MANIFEST, 'utf8');
    } catch {
      throw new Error('No build manifest: run the benchmark without --no-build (it builds with --manifest).');
    }
  }
  return JSON.parse(text);
}

const gzipCache = new Map();
/** Gzip size in bytes (zlib default level) of a file in dist. */
function gzipSize(distFile) {
  if (!gzipCache.has(distFile)) gzipCache.set(distFile, gzipSync(readFileSync(join(DIST, distFile))).length);
  return gzipCache.get(distFile);
}

/** The manifest key of a source module: its path from the project root. */
function manifestKeyFor(manifest, module) {
  if (!(module in manifest)) throw new Error(`No manifest entry for ${module}`);
  return module;
}

/** The output files of `keys` and of their static imports, recursively (the graph may have cycles). */
function staticClosure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no chunk ${key}`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

function firstPaintJs(manifest, screenModule) {
  const files = staticClosure(manifest, ['index.html', manifestKeyFor(manifest, screenModule)]).sort();
  return { bytes: files.reduce((sum, file) => sum + gzipSize(file), 0), files };
}

/** Gzip bytes of the English translation files the route fetches. */
function stringsBytes(routeId) {
  const namespaces = ['common', 'nav', 'cast', 'commodities', ...(routeId === 'notFound' ? [] : [routeId])];
  return namespaces.reduce((sum, ns) => {
    try {
      return sum + gzipSize(`locales/en/${ns}.json`);
    } catch {
      return sum;
    }
  }, 0);
}

function allFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

function totalJsBytes() {
  return allFiles(DIST)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSize(relative(DIST, file)), 0);
}

// ---------------------------------------------------------------------------------------------
// Serving and Lighthouse
// ---------------------------------------------------------------------------------------------

async function serveDist() {
  for (const port of PORTS) {
    try {
      return await startServer({ root: DIST, port });
    } catch (error) {
      if (error.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`No free port in ${PORTS[0]}-${PORTS.at(-1)}`);
}

function launchChrome() {
  const chromePath = chromiumPath;
  // chrome-launcher crashes the process with an unhandled 'error' event on a missing binary.
  accessSync(chromePath, constants.X_OK);
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
    handleSIGINT: false,
  });
}

const audit = (lhr, id) => lhr.audits[id];
const numeric = (lhr, id) => audit(lhr, id)?.numericValue;

/** A few diagnostics kept for the report and the JSON: where the time of a slow route goes. */
function diagnostics(lhr) {
  const lcpElement = audit(lhr, 'largest-contentful-paint-element')?.details;
  const tables = lcpElement?.type === 'list' ? lcpElement.items : lcpElement ? [lcpElement] : [];
  const node = tables.flatMap((t) => t.items ?? []).find((item) => item.node)?.node;
  const phases = tables
    .flatMap((t) => t.items ?? [])
    .filter((item) => item.phase && typeof item.timing === 'number')
    .map((item) => ({ phase: item.phase, ms: Math.round(item.timing) }));
  const renderBlocking = audit(lhr, 'render-blocking-resources');
  const opportunities = Object.values(lhr.audits)
    .filter((a) => a.details?.type === 'opportunity' && (a.details.overallSavingsMs ?? 0) >= 50)
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .map((a) => ({ id: a.id, savingsMs: Math.round(a.details.overallSavingsMs) }));
  return {
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    ttiMs: numeric(lhr, 'interactive'),
    bootupMs: numeric(lhr, 'bootup-time'),
    mainThreadMs: numeric(lhr, 'mainthread-work-breakdown'),
    lcpElement: node ? { selector: node.selector, snippet: node.snippet } : null,
    lcpPhases: phases,
    longTasks: (audit(lhr, 'long-tasks')?.details?.items ?? []).slice(0, 5).map((item) => ({
      url: item.url,
      startMs: Math.round(item.startTime),
      durationMs: Math.round(item.duration),
    })),
    renderBlocking: (renderBlocking?.details?.items ?? []).map((item) => ({
      url: item.url,
      wastedMs: item.wastedMs,
    })),
    opportunities,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    warnings: lhr.runWarnings ?? [],
  };
}

async function runLighthouse(url, port, preset) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const started = Date.now();
  const result = await lighthouse(url, flags, config);
  const lhr = result?.lhr;
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
    seconds: (Date.now() - started) / 1000,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
    diagnostics: diagnostics(lhr),
  };
}

// ---------------------------------------------------------------------------------------------
// Budgets and output
// ---------------------------------------------------------------------------------------------

const kB = (bytes) => (bytes / 1000).toFixed(1);

/** The budget violations of one row, as short labels (for the table) and sentences (for the list). */
function checkRow(row, budgets) {
  const found = [];
  const jsKb = row.firstPaintJs.bytes / 1000;
  const jsBudget = budgets.firstRouteJsKbGzip[row.path] ?? budgets.firstRouteJsKbGzip.default;
  if (jsKb > jsBudget)
    found.push({
      label: `js>${jsBudget}`,
      text: `first-paint JS ${kB(row.firstPaintJs.bytes)} kB > ${jsBudget} kB`,
    });
  const lh = row.lighthouse;
  if (lh?.error) found.push({ label: 'lighthouse error', text: `Lighthouse failed: ${lh.error}` });
  else if (lh) {
    const { minPerformance, routes } = budgets.lighthouse;
    if (routes.includes(row.path) && lh.score < minPerformance)
      found.push({ label: `perf<${minPerformance}`, text: `performance ${lh.score} < ${minPerformance}` });
    if (!(lh.cls < budgets.maxCls))
      found.push({ label: `cls>=${budgets.maxCls}`, text: `CLS ${lh.cls.toFixed(3)} >= ${budgets.maxCls}` });
  }
  return found;
}

function formatTable(headers, rows, alignRight) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (alignRight[i] ? String(cell).padStart(widths[i]) : String(cell).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

function printTable(rows) {
  const headers = ['route', 'JS kB', 'strings kB', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'budget'];
  const right = [false, true, true, true, true, true, true, false];
  const dash = '-';
  const cells = rows.map((row) => {
    const lh = row.lighthouse;
    const ok = lh && !lh.error;
    const status = row.violations.length ? `FAIL ${row.violations.map((v) => v.label).join(', ')}` : 'ok';
    return [
      row.path,
      kB(row.firstPaintJs.bytes),
      kB(row.stringsBytes),
      ok ? lh.score : dash,
      ok ? Math.round(lh.lcpMs) : dash,
      ok ? Math.round(lh.tbtMs) : dash,
      ok ? lh.cls.toFixed(3) : dash,
      lh?.error ? `${status}: ${lh.error.split('\n')[0].slice(0, 120)}` : status,
    ];
  });
  console.log(formatTable(headers, cells, right));
}

/**
 * Lighthouse's CPU benchmark (typical desktop ~1500-2500). Simulated throttling always applies a 4x
 * slowdown on top of this machine's own speed, so a slow or busy machine lowers TBT-driven scores.
 */
function printMachineSpeed(rows) {
  const indexes = rows
    .map((r) => r.lighthouse?.diagnostics?.benchmarkIndex)
    .filter((i) => typeof i === 'number');
  if (!indexes.length) return;
  const [min, max] = [Math.min(...indexes), Math.max(...indexes)].map(Math.round);
  console.log(`Lighthouse benchmarkIndex of this machine: ${min}-${max}.`);
  if (min < 1000)
    console.log(
      '  Below 1000: the CPU is slow or busy (other jobs running?); TBT and scores are pessimistic and noisy.',
    );
}

/** For the routes that fail the performance budget: where the time goes, per Lighthouse (all in the JSON). */
function printSlowRoutes(rows, budgets) {
  const { minPerformance, routes } = budgets.lighthouse;
  const slow = rows.filter(
    (r) =>
      routes.includes(r.path) && r.lighthouse && !r.lighthouse.error && r.lighthouse.score < minPerformance,
  );
  for (const row of slow) {
    const d = row.lighthouse.diagnostics;
    console.log(`\n${row.path}: performance ${row.lighthouse.score}`);
    console.log(
      `  FCP ${Math.round(d.fcpMs)} ms, Speed Index ${Math.round(d.speedIndexMs)} ms, TTI ${Math.round(d.ttiMs)} ms, JS boot-up ${Math.round(d.bootupMs)} ms`,
    );
    if (d.lcpElement) console.log(`  LCP element: ${d.lcpElement.selector} ${d.lcpElement.snippet}`);
    if (d.lcpPhases.length)
      console.log(`  LCP phases: ${d.lcpPhases.map((p) => `${p.phase} ${p.ms} ms`).join(', ')}`);
    if (d.renderBlocking.length)
      console.log(
        `  render-blocking: ${d.renderBlocking.map((r) => `${r.url} (${Math.round(r.wastedMs)} ms)`).join(', ')}`,
      );
    if (d.longTasks.length)
      console.log(
        `  longest tasks (simulated): ${d.longTasks.map((t) => `${Math.round(t.durationMs)} ms at ${t.startMs} ms in ${t.url.replace(/^https?:\/\/[^/]+/, '')}`).join(', ')}`,
      );
    if (d.opportunities.length)
      console.log(`  opportunities: ${d.opportunities.map((o) => `${o.id} ~${o.savingsMs} ms`).join(', ')}`);
  }
}

function writeResults(results) {
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, JSON.stringify(results, null, 2) + '\n');
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

/** Stops what was started, once, whatever happens (also on Ctrl-C). */
function createCleanup() {
  const tasks = [];
  let done = false;
  const run = async () => {
    if (done) return;
    done = true;
    for (const task of tasks.reverse()) await task().catch(() => {});
  };
  const onSignal = (signal) => run().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  return { add: (task) => tasks.push(task), run };
}

/** `runs` Lighthouse runs of one URL; the median by score is kept (the first error fails the route). */
async function medianLighthouse(url, port, preset, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await runLighthouse(url, port, preset));
  const median = [...results].sort((a, b) => a.score - b.score)[Math.floor((runs - 1) / 2)];
  return {
    ...median,
    scores: results.map((r) => r.score),
    seconds: results.reduce((sum, r) => sum + r.seconds, 0),
  };
}

async function measureLighthouse(rows, { routes, runs }, baseUrl, preset, cleanup) {
  const chrome = await launchChrome();
  cleanup.add(async () => chrome.kill());
  const targets = rows.filter((row) => !routes || routes.includes(row.path));
  for (const [index, row] of targets.entries()) {
    process.stdout.write(`Lighthouse ${index + 1}/${targets.length} ${row.path} ... `);
    try {
      row.lighthouse = await medianLighthouse(baseUrl + row.path, chrome.port, preset, runs);
      const scores = runs > 1 ? ` of ${row.lighthouse.scores.join(', ')}` : '';
      console.log(`${row.lighthouse.score}${scores} (${row.lighthouse.seconds.toFixed(1)} s)`);
    } catch (error) {
      row.lighthouse = { error: error.message };
      console.log(`error: ${error.message}`);
    }
  }
}

/**
 * How long the one number reader (src/data/decimal.ts) takes on what a paste into an amount field
 * can bring: 100 kB of digits, with and without a character that makes it invalid at the end. The
 * median of 21 runs each, in ms. Loaded through Vite's SSR loader (Node 20 cannot import TypeScript).
 */
async function measureNumberReader() {
  const { createServer } = await import('vite');
  const server = await createServer({
    root: ROOT,
    logLevel: 'silent',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
  });
  try {
    const { readDecimal } = await server.ssrLoadModule('/src/data/decimal.ts');
    const digits = '9'.repeat(100_000);
    const inputs = { digits, 'digits + x': `${digits}x`, 'digits, grouped': `1 ${digits}` };
    const result = {};
    for (const [name, text] of Object.entries(inputs)) {
      const times = [];
      for (let run = 0; run < 21; run += 1) {
        const start = performance.now();
        readDecimal(text);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      result[name] = Number(times[10].toFixed(2));
    }
    return result;
  } finally {
    await server.close();
  }
}

async function main() {
  const started = Date.now();
  const options = parseArgs(process.argv.slice(2));
  const budgets = readBudgets();
  const routes = await readRoutes();
  const unknown = (options.routes ?? []).filter((path) => !routes.some((r) => r.path === path));
  if (unknown.length)
    throw new Error(`Unknown route(s) ${unknown.join(', ')}. Known: ${routes.map((r) => r.path).join(' ')}`);

  if (options.build) build();
  const manifest = readManifest();
  const rows = routes.map(({ id, path, screen }) => ({
    id,
    path,
    screen,
    firstPaintJs: firstPaintJs(manifest, screen),
    stringsBytes: stringsBytes(id),
    lighthouse: null,
  }));

  const cleanup = createCleanup();
  try {
    if (options.lighthouse) {
      const server = await serveDist();
      cleanup.add(server.close);
      console.log(
        `Serving dist at ${server.url}; Lighthouse preset ${budgets.lighthouse.preset}, ${options.runs} run(s) per route`,
      );
      await measureLighthouse(rows, options, server.url, budgets.lighthouse.preset, cleanup);
    }
  } finally {
    await cleanup.run();
  }

  for (const row of rows) row.violations = checkRow(row, budgets);
  const entryFiles = staticClosure(manifest, ['index.html']);
  const entryBytes = entryFiles.reduce((sum, file) => sum + gzipSize(file), 0);
  const distJsBytes = totalJsBytes();
  const seconds = (Date.now() - started) / 1000;

  console.log('');
  printTable(rows);
  console.log(
    `\nTotal JS in dist: ${kB(distJsBytes)} kB gzip (all .js files). Entry + its static imports: ${kB(entryBytes)} kB.` +
      '\nJS kB = first-paint JS: gzip (zlib default level, 1 kB = 1000 B) of the index.html entry chunk and the' +
      "\nroute's screen chunk with their static imports, recursively; dynamic imports (CommandPaletteHost) not counted." +
      '\nstrings kB = en common + nav + route namespace JSON, gzip (not budgeted).',
  );
  printMachineSpeed(rows);
  printSlowRoutes(rows, budgets);
  const numberReader = await measureNumberReader();
  console.log(
    `\nNumber reader (src/data/decimal.ts) on a 100 kB paste, median of 21 runs: ${Object.entries(
      numberReader,
    )
      .map(([name, ms]) => `${name} ${ms} ms`)
      .join(', ')}.`,
  );

  const violations = rows.flatMap((row) => row.violations.map((v) => `${row.path}: ${v.text}`));
  writeResults({
    date: new Date().toISOString(),
    seconds,
    budgets,
    preset: options.lighthouse ? budgets.lighthouse.preset : null,
    lighthouseRunsPerRoute: options.lighthouse ? options.runs : 0,
    numberReaderMs: numberReader,
    totals: { distJsKbGzip: Number(kB(distJsBytes)), entryJsKbGzip: Number(kB(entryBytes)), entryFiles },
    routes: rows.map((row) => ({
      ...row,
      firstPaintJs: { ...row.firstPaintJs, kb: Number(kB(row.firstPaintJs.bytes)) },
      stringsKb: Number(kB(row.stringsBytes)),
      violations: row.violations.map((v) => v.text),
    })),
    violations,
  });

  console.log(`\nResults: ${relative(ROOT, RESULTS_FILE)}. Took ${seconds.toFixed(0)} s.`);
  if (violations.length) {
    console.log(`\n${violations.length} budget violation(s):`);
    for (const v of violations) console.log(`  - ${v}`);
    return 1;
  }
  console.log('All budgets met.');
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`bench failed: ${error.stack ?? error}`);
    process.exit(1);
  },
);
