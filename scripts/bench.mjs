/**
 * `npm run bench`: what a member feels on every route of the production build, held to the budgets
 * in bench/budgets.json (each explained by its `$comment`; how to run it: bench/README.md).
 *
 * For every route of src/data/routes.ts, plus one unknown path for the not-found page:
 *
 * - Lighthouse (bench/lighthouse.mjs, its default mobile config: emulated phone, simulated slow 4G,
 *   4x CPU slowdown), cold cache, for a new member (nothing stored) and for a returning member
 *   (Arabic, dark, Platinum, one completed send, stored before the page loads:
 *   bench/returningMember.mjs): performance score, LCP, TBT and CLS, each the median of its own runs.
 * - Navigation (bench/navigation.mjs): from `/` (from /dashboard for `/` itself), a click on the
 *   route's link until its screen's title shows, in unthrottled Chromium; the median of the runs.
 *   The not-found page has no link to it and is not measured.
 *
 * And once for the build: the gzip size of all the JavaScript in dist/assets, against a ceiling.
 *
 * dist is built with `npx vite build` (which prerenders every route) and served by Debian's nginx with
 * the deployment's configuration (scripts/nginx.mjs: gzip and brotli, cache headers, 404.html with
 * status 404 for unknown paths) on the first free port of 4500-4560; Chromium's DevTools endpoint for Lighthouse takes the next free one. Any measurement
 * over its budget, or one that failed, exits 1. Results also go to bench/results/latest.json.
 *
 * Options: --routes=/,/dashboard  measure these routes only (Lighthouse and navigation)
 *          --runs=3               runs per measurement (each metric is the median of its own runs)
 *          --no-lighthouse        only the JavaScript ceiling and navigation
 *          --no-build             measure the existing dist instead of building
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { loadavg } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { startLighthouse } from '../bench/lighthouse.mjs';
import { measureNavigation } from '../bench/navigation.mjs';
import { loadSource } from './loadSource.mjs';
import { memoryPageMicros, pagesPerLoad } from './machine.mjs';
import { returningMember, returningMemberStorage, seedBeforeFirstScript } from '../bench/returningMember.mjs';
import { startNginx } from './nginx.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = join(ROOT, 'dist');
const RESULTS_FILE = join(ROOT, 'bench/results/latest.json');
const FIRST_PORT = 4500;
const LAST_PORT = 4560;
const NOT_FOUND_PATH = '/does-not-exist';
const DEFAULT_RUNS = 3;

// ---------------------------------------------------------------------------------------------
// Inputs: options, budgets, the app's routes and navigation
// ---------------------------------------------------------------------------------------------

function parseArgs(argv) {
  const known = ['--routes=/,/dashboard', '--runs=N', '--no-lighthouse', '--no-build'];
  const options = { lighthouse: true, build: true, routes: null, runs: DEFAULT_RUNS };
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

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** [{ id, path, group }] for the 28 routes (`group`: the nav menu holding its link), then the not-found page. */
async function readRoutes() {
  const { routeManifest } = await loadSource('src/data/routes.ts');
  const { navGroupIds, navGroups } = await loadSource('src/data/navigation.ts');
  const groupOf = (id) => navGroupIds.find((group) => navGroups[group].includes(id)) ?? null;
  return [
    ...routeManifest.map(({ id, path }) => ({ id, path, group: groupOf(id) })),
    { id: 'notFound', path: NOT_FOUND_PATH, group: null },
  ];
}

// ---------------------------------------------------------------------------------------------
// The build
// ---------------------------------------------------------------------------------------------

function build() {
  console.log('Building (npx vite build, which prerenders every route)...');
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
}

/** A page prerendered on another day renders afresh instead of hydrating (src/main.tsx): say so. */
function warnIfStale(today) {
  const day = /"day":"(\d{4}-\d{2}-\d{2})"/.exec(readFileSync(join(DIST, 'index.html'), 'utf8'))?.[1];
  if (day !== today)
    console.log(
      `Warning: dist was prerendered for ${day ?? 'no day'}, not today (${today}): its pages render afresh instead of hydrating. Build again to measure what members get.`,
    );
}

function allFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** Gzip bytes (zlib default level) of every .js file under dist/assets, summed. */
function distJsBytes() {
  return allFiles(join(DIST, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
}

// ---------------------------------------------------------------------------------------------
// Measuring
// ---------------------------------------------------------------------------------------------

async function serveDist() {
  for (let port = await freePort(FIRST_PORT - 1); ; port = await freePort(port)) {
    try {
      return await startNginx({ root: DIST, port });
    } catch (error) {
      if (error.code !== 'EADDRINUSE') throw error;
    }
  }
}

/** The first port of the bench's range nobody listens on (for Chromium's DevTools endpoint), after `after`. */
async function freePort(after) {
  const isFree = (port) =>
    new Promise((resolve) => {
      const probe = createNetServer()
        .once('error', () => resolve(false))
        .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
  for (let port = after + 1; port <= LAST_PORT; port += 1) if (await isFree(port)) return port;
  throw new Error(`No free port in ${after + 1}-${LAST_PORT}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each metric the median of its own runs; the diagnostics of the run with the median LCP. */
function summarise(runs) {
  const byLcp = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  return {
    score: median(runs.map((r) => r.score)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    runs: runs.map(({ score, lcpMs, tbtMs, cls, seconds }) => ({ score, lcpMs, tbtMs, cls, seconds })),
    diagnostics: byLcp[Math.floor((byLcp.length - 1) / 2)].diagnostics,
    lighthouseVersion: runs[0].lighthouseVersion,
  };
}

/** Throws when the page Lighthouse measured was not drawn for the member it was meant to be. */
function checkShown(shown, expected, who) {
  const wrong = Object.keys(expected).filter((key) => shown[key] !== expected[key]);
  if (wrong.length)
    throw new Error(
      `the page measured was not the ${who}: ${wrong.map((key) => `${key} ${JSON.stringify(shown[key])}, expected ${JSON.stringify(expected[key])}`).join('; ')}`,
    );
}

/**
 * Lighthouse for every target row and both members, one run of each in turn. The new member's page
 * must show English, the system scheme and the Gold badge; the returning member's Arabic, dark and
 * Platinum: a run that shows anything else is an error, not a measurement.
 */
async function measureLighthouse(rows, runs, baseUrl, members, cleanup) {
  const lighthouse = await startLighthouse({ port: await freePort(Number(new URL(baseUrl).port)) });
  cleanup.add(lighthouse.close);
  for (const [index, row] of rows.entries()) {
    const started = Date.now();
    process.stdout.write(`Lighthouse ${index + 1}/${rows.length} ${row.path}: `);
    const measured = Object.fromEntries(members.map((member) => [member.key, []]));
    const failed = {};
    for (let run = 0; run < runs; run += 1) {
      for (const member of members) {
        if (failed[member.key]) continue;
        try {
          const result = await lighthouse.run(baseUrl + row.path, {
            prepare: member.prepare,
            expectStatus404: row.path === NOT_FOUND_PATH,
          });
          checkShown(result.shown, member.expected, member.label);
          measured[member.key].push(result);
        } catch (error) {
          failed[member.key] = error.message.split('\n')[0];
        }
      }
    }
    for (const member of members)
      row[member.key] = failed[member.key] ? { error: failed[member.key] } : summarise(measured[member.key]);
    const scores = members.map((member) =>
      failed[member.key]
        ? `${member.label} error: ${failed[member.key]}`
        : `${member.label} ${measured[member.key].map((r) => r.score).join(' ')}`,
    );
    console.log(`${scores.join(', ')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
}

/** Where each route's link is clicked from: `/` (from /dashboard for `/` itself). */
function navigationTargets(rows, navStrings) {
  return rows
    .filter((row) => row.path !== NOT_FOUND_PATH)
    .map((row) => ({
      path: row.path,
      from: row.path === '/' ? '/dashboard' : '/',
      group: row.group ? navStrings.groups[row.group] : null,
      navLabel: navStrings.label,
    }));
}

async function measureNavigationTimes(rows, runs, baseUrl) {
  const navStrings = readJson(join(DIST, 'locales/en/nav.json'));
  const targets = navigationTargets(rows, navStrings);
  const results = await measureNavigation({
    baseUrl,
    targets,
    runs,
    onProgress: (index, path, result) =>
      console.log(
        `Navigation ${index + 1}/${targets.length} ${path}: ` +
          (result.error
            ? `error: ${result.error}`
            : result.runs
                .map((r) => `${r.ms.toFixed(0)} ms (last of ${r.files} files at ${r.lastFileMs.toFixed(0)})`)
                .join(', ')),
      ),
  });
  for (const row of rows) {
    const result = results[row.path];
    if (!result) continue;
    row.navigation = result.error
      ? result
      : {
          ...result,
          ms: median(result.runs.map((r) => r.ms)),
          nextFrameMs: median(result.runs.map((r) => r.nextFrameMs)),
          lastFileMs: median(result.runs.map((r) => r.lastFileMs)),
        };
  }
}

// ---------------------------------------------------------------------------------------------
// Budgets and output
// ---------------------------------------------------------------------------------------------

/** The two members Lighthouse measures: their keys in the rows, the results and bench/budgets.json. */
const memberLabels = { newMember: 'new member', returningMember: 'returning member' };

/** The violations of one row: `cell` names the table cell to mark, `text` says it in words. */
function checkRow(row, budgets) {
  const found = [];
  for (const [key, label] of Object.entries(memberLabels)) {
    const result = row[key];
    if (!result) continue;
    const add = (metric, text) => found.push({ cell: `${key}.${metric}`, text: `${label}: ${text}` });
    if (result.error) {
      add('error', `Lighthouse failed: ${result.error}`);
      continue;
    }
    const budget = budgets[key];
    if (result.score < budget.minScore) add('score', `performance ${result.score} < ${budget.minScore}`);
    if (result.lcpMs > budget.maxLcpMs)
      add('lcpMs', `LCP ${Math.round(result.lcpMs)} ms > ${budget.maxLcpMs} ms`);
    if (result.tbtMs > budget.maxTbtMs)
      add('tbtMs', `TBT ${Math.round(result.tbtMs)} ms > ${budget.maxTbtMs} ms`);
    if (result.cls > budget.maxCls) add('cls', `CLS ${result.cls.toFixed(3)} > ${budget.maxCls}`);
  }
  const navigation = row.navigation;
  if (navigation?.error)
    found.push({ cell: 'navigation.error', text: `navigation failed: ${navigation.error}` });
  else if (navigation && navigation.ms > budgets.navigation.maxMs)
    found.push({
      cell: 'navigation.ms',
      text: `navigation from ${navigation.from} ${navigation.ms.toFixed(0)} ms > ${budgets.navigation.maxMs} ms`,
    });
  return found;
}

function formatTable(groups, headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i])))
      .join('  ')
      .trimEnd();
  // A group's label starts over its first column.
  const groupLine = groups
    .map(({ label, from }) => ({ label, at: widths.slice(0, from).reduce((sum, w) => sum + w + 2, 0) }))
    .reduce((text, { label, at }) => text.padEnd(text ? Math.max(at, text.length + 2) : at) + label, '');
  return [groupLine, line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join(
    '\n',
  );
}

/** One table: the route, both members' Lighthouse medians and the navigation time; `*` marks a cell over budget. */
function printTable(rows) {
  const dash = '-';
  const mark = (row, cell, text) => `${text}${row.violations.some((v) => v.cell === cell) ? '*' : ' '}`;
  const memberCells = (row, key) => {
    const result = row[key];
    if (!result) return [dash, dash, dash, dash].map((text) => `${text} `);
    if (result.error) return ['ERR*', dash, dash, dash].map((text, i) => (i ? `${text} ` : text));
    return [
      mark(row, `${key}.score`, result.score),
      mark(row, `${key}.lcpMs`, Math.round(result.lcpMs)),
      mark(row, `${key}.tbtMs`, Math.round(result.tbtMs)),
      mark(row, `${key}.cls`, result.cls.toFixed(3)),
    ];
  };
  const navigationCell = (row) => {
    if (row.path === NOT_FOUND_PATH) return 'n/a ';
    if (!row.navigation) return `${dash} `;
    if (row.navigation.error) return 'ERR*';
    return mark(row, 'navigation.ms', row.navigation.ms.toFixed(0));
  };
  const headers = ['route', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'perf', 'LCP ms', 'TBT ms', 'CLS', 'nav ms'];
  const groups = [
    { label: 'new member', from: 1 },
    { label: 'returning (ar, dark, Platinum)', from: 5 },
  ];
  const cells = rows.map((row) => [
    row.path,
    ...memberCells(row, 'newMember'),
    ...memberCells(row, 'returningMember'),
    navigationCell(row),
  ]);
  console.log(formatTable(groups, headers, cells));
}

/**
 * Lighthouse's CPU benchmark of this machine (typical desktop ~1500-2500), the cost of a fresh memory
 * page and the load average: the simulated 4x slowdown applies on top of this machine's own speed, so
 * a busy machine, or one whose page faults are dear, lowers TBT-driven scores.
 */
function printMachine(rows, load, pageMicros) {
  const indexes = rows
    .flatMap((row) => [row.newMember, row.returningMember])
    .map((result) => result?.diagnostics?.benchmarkIndex)
    .filter((index) => typeof index === 'number');
  const loads = `load average ${load.start.toFixed(1)} at the start, ${load.end.toFixed(1)} at the end`;
  const pages = `a fresh memory page costs ${pageMicros.toFixed(1)} µs`;
  // No index without Lighthouse (--no-lighthouse): then neither its range nor its warning.
  const [min, max] = indexes.length ? [Math.min(...indexes), Math.max(...indexes)].map(Math.round) : [];
  const index = min === undefined ? '' : `Lighthouse benchmarkIndex ${min}-${max}; `;
  console.log(`Machine: ${index}${pages}; ${loads}.`);
  if (min !== undefined && min < 1000)
    console.log(
      '  benchmarkIndex under 1000: the CPU was slow or busy; TBT and scores are pessimistic and noisy.',
    );
  if (pageMicros > 2)
    console.log(
      `  Page faults are dear here: a page load's ~${pagesPerLoad.toLocaleString('en')} fresh pages take ~${Math.round((pageMicros * pagesPerLoad) / 1000)} ms of the renderer's time, ` +
        'which Lighthouse scales by 4: TBT and scores read high. Compare builds in one sitting.',
    );
}

/** For each member over a Lighthouse budget on a route: where the time went, per Lighthouse (all in the JSON). */
function printWhereTimeGoes(rows) {
  for (const row of rows) {
    for (const [key, label] of Object.entries(memberLabels)) {
      const over = row.violations.some((v) => v.cell.startsWith(`${key}.`) && v.cell !== `${key}.error`);
      if (!over) continue;
      const d = row[key].diagnostics;
      const phases = d.lcpPhases.map((p) => `${p.phase} ${p.ms}`).join(', ');
      const task = d.longTasks[0];
      console.log(
        `  ${row.path} ${label}: FCP ${Math.round(d.fcpMs)} ms; LCP element ${d.lcpElement?.label?.replace(/\s+/g, ' ').slice(0, 40) ?? '?'} (${phases} ms)` +
          (task
            ? `; longest task ${task.durationMs} ms at ${task.startMs} ms (${task.url.replace(/^https?:\/\/[^/]+/, '') || 'page'})`
            : ''),
      );
    }
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

/** The Lighthouse members: how each one's tab is prepared and what its page must show. */
async function lighthouseMembers(baseUrl) {
  const storage = await returningMemberStorage(loadSource);
  const { defaultTier } = await loadSource('src/data/memberKey.ts');
  const tierLabel = (language, tier) => readJson(join(DIST, `locales/${language}/common.json`)).tier[tier];
  return [
    {
      key: 'newMember',
      label: memberLabels.newMember,
      expected: {
        live: true,
        language: 'en',
        scheme: null,
        pending: false,
        tierBadge: tierLabel('en', defaultTier),
      },
    },
    {
      key: 'returningMember',
      label: memberLabels.returningMember,
      prepare: (page) => seedBeforeFirstScript(page, baseUrl, storage),
      expected: {
        live: true,
        language: returningMember.language,
        scheme: returningMember.scheme,
        pending: false,
        tierBadge: tierLabel(returningMember.language, returningMember.tier),
      },
    },
  ];
}

async function main() {
  const started = Date.now();
  const load = { start: loadavg()[0], end: 0 };
  const pageMicros = memoryPageMicros();
  const options = parseArgs(process.argv.slice(2));
  const budgets = readJson(join(ROOT, 'bench/budgets.json'));
  const routes = await readRoutes();
  const unknown = (options.routes ?? []).filter((path) => !routes.some((r) => r.path === path));
  if (unknown.length)
    throw new Error(`Unknown route(s) ${unknown.join(', ')}. Known: ${routes.map((r) => r.path).join(' ')}`);
  const { worldToday } = await loadSource('src/data/sampleWorld.ts');

  if (options.build) build();
  else if (!existsSync(join(DIST, 'index.html')))
    throw new Error('No dist: run the bench without --no-build.');
  warnIfStale(worldToday());

  const jsBytes = distJsBytes();
  const rows = routes
    .filter((route) => !options.routes || options.routes.includes(route.path))
    .map((route) => ({ ...route, newMember: null, returningMember: null, navigation: null }));

  const cleanup = createCleanup();
  try {
    const server = await serveDist();
    cleanup.add(server.close);
    console.log(
      `Serving dist at ${server.url}; ${options.runs} run(s) per measurement, ${rows.length} route(s)` +
        (options.lighthouse ? '' : ', no Lighthouse'),
    );
    if (options.lighthouse) {
      const lighthouseRuns = await lighthouseMembers(server.url);
      await measureLighthouse(rows, options.runs, server.url, lighthouseRuns, cleanup);
    }
    await measureNavigationTimes(rows, options.runs, server.url);
  } finally {
    await cleanup.run();
  }

  for (const row of rows) row.violations = checkRow(row, budgets);
  const distJsKb = jsBytes / 1000;
  const jsViolations =
    distJsKb > budgets.distJs.maxKbGzip
      ? [`all JavaScript in dist: ${distJsKb.toFixed(1)} kB gzip > ${budgets.distJs.maxKbGzip} kB`]
      : [];
  load.end = loadavg()[0];

  console.log('');
  printTable(rows);
  const { newMember: n, returningMember: r, navigation: nav } = budgets;
  console.log(
    `\nBudgets: perf >= ${n.minScore} (returning ${r.minScore}), LCP <= ${n.maxLcpMs} ms (returning ${r.maxLcpMs} ms), ` +
      `TBT <= ${n.maxTbtMs} ms (${r.maxTbtMs}), CLS <= ${n.maxCls} (${r.maxCls}), nav <= ${nav.maxMs} ms. * = over budget.` +
      `\nLighthouse: default mobile config, medians of ${options.runs} run(s) per metric. nav: click to the screen's title, median of ${options.runs}.`,
  );
  console.log(
    `All JavaScript in dist/assets: ${distJsKb.toFixed(1)} kB gzip (ceiling ${budgets.distJs.maxKbGzip} kB).`,
  );
  const hovered = rows.filter((row) => row.navigation?.fetchedOnHover?.length);
  const measuredNav = rows.filter((row) => row.navigation && !row.navigation.error);
  if (measuredNav.length)
    console.log(
      `Resting the pointer on a link fetched something ahead of the click on ${hovered.length} of ${measuredNav.length} route(s)` +
        (hovered.length ? `: ${hovered.map((row) => row.path).join(' ')}.` : '.'),
    );
  printMachine(rows, load, pageMicros);
  if (rows.some((row) => row.violations.some((v) => /^(new|returning)Member\.(?!error)/.test(v.cell)))) {
    console.log(
      '\nWhere the time goes where Lighthouse is over budget (the run with the median LCP, simulated ms):',
    );
    printWhereTimeGoes(rows);
  }
  const numberReader = await measureNumberReader();
  console.log(
    `\nNumber reader (src/data/decimal.ts) on a 100 kB paste, median of 21 runs: ${Object.entries(
      numberReader,
    )
      .map(([name, ms]) => `${name} ${ms} ms`)
      .join(', ')}.`,
  );

  const seconds = (Date.now() - started) / 1000;
  const violations = [
    ...jsViolations,
    ...rows.flatMap((row) => row.violations.map((v) => `${row.path} ${v.text}`)),
  ];
  writeResults({
    date: new Date().toISOString(),
    seconds,
    loadAverage: load,
    memoryPageMicros: Number(pageMicros.toFixed(2)),
    options,
    budgets,
    returningMember,
    distJsKbGzip: Number(distJsKb.toFixed(1)),
    numberReaderMs: numberReader,
    routes: rows.map((row) => ({ ...row, violations: row.violations.map((v) => v.text) })),
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
