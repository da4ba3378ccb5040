#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in order, ending with one line `N passed, M failed`.
 *
 *   lint (ESLint), beside format (Prettier) → typecheck → knip → knip --production → production build →
 *   development build → Storybook build → unit tests (Vitest); then machine coverage (100%); the Storybook
 *   test-runner (every story rendered in Chromium, play functions, axe); the e2e tests (Playwright, two
 *   workers).
 *
 * ESLint keeps one core busy for a minute while the other core runs the short steps; the unit tests and
 * the browser runners take both cores. The output of steps side by side is held and printed whole when
 * each ends, so their logs do not interleave; the summary gives each step's own time.
 *
 * Test runners count their tests; the other steps count as one check each. A step whose prerequisite
 * failed (e2e needs the build) counts as failed without running. Chromium and nginx (which serves the
 * builds to the browser runners, as deployed: scripts/nginx.mjs) come from Debian: installed here with
 * apt-get when missing and running as root; otherwise the script says what to install.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { relative } from 'node:path';
import { chromiumPath, headlessShellPath } from './chromium.mjs';
import { ensureDebianPackages } from './debian.mjs';
import { memoryPageMicros } from './machine.mjs';
import { ensureNginx, nginxPath, startNginx } from './nginx.mjs';

/** The sample world's anchor day, as src/data/worldAnchor.ts writes it. */
function worldAnchorDay() {
  const day = /'(\d{4}-\d{2}-\d{2})'/.exec(readFileSync('src/data/worldAnchor.ts', 'utf8'))?.[1];
  if (!day) throw new Error('src/data/worldAnchor.ts names no day');
  return day;
}

/**
 * What the machine made dear at the start: a slow fresh memory page slows every browser step (a page
 * load touches some 26,000), so run times are only comparable beside it.
 */
const machine = { pageMicros: memoryPageMicros(), load: loadavg()[0] };

const results = [];
/** Names of the failed tests of every runner, printed above the summary. */
const failures = [];
const startedAt = Date.now();

function log(message) {
  process.stdout.write(`\n\u001b[1m▶ ${message}\u001b[0m\n`);
}

/** Runs a command with inherited output; resolves with its exit code (124 on timeout). */
function run(command, args, { timeoutMs = 25 * 60_000, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env }, detached: true });
    const timer = setTimeout(() => {
      process.stdout.write(`\n${command} ${args.join(' ')} ran over ${timeoutMs / 1000} s: stopping it.\n`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(signal ? 124 : (code ?? 1));
    });
  });
}

/** Runs a command with its output held; resolves with its exit code (124 on timeout) and that output. */
function runHeld(command, args, { timeoutMs = 25 * 60_000, env = {} } = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '1', ...env },
      detached: true,
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const timer = setTimeout(() => {
      chunks.push(
        Buffer.from(`\n${command} ${args.join(' ')} ran over ${timeoutMs / 1000} s: stopping it.\n`),
      );
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: signal ? 124 : (code ?? 1), output: Buffer.concat(chunks).toString() });
    });
  });
}

function record(step, passed, failed, seconds, note = '') {
  results.push({ step, passed, failed, seconds, note });
}

/**
 * Runs lanes side by side, each lane's steps one after another. A step is `{ step, command, args }`,
 * with `reportPath` and `count` for a test runner (its report read as `runner` does), `skip` (a reason
 * it cannot run, given what the lane ran before it) and `before`/`after` around it. Each step's output
 * is held and printed whole as it ends; steps are recorded in the order given. Resolves with whether
 * each step passed, by step name.
 */
async function lanes(...laneSteps) {
  // One lane alone shows its output as it comes.
  const held = laneSteps.length > 1;
  if (held)
    log(`side by side: ${laneSteps.map((steps) => steps.map(({ step }) => step).join(' → ')).join('  ‖  ')}`);
  const outcomes = new Map();
  await Promise.all(
    laneSteps.map(async (steps) => {
      for (const { step, command, args, reportPath, count, options, skip, before, after } of steps) {
        const reason = skip?.(outcomes);
        if (reason) {
          outcomes.set(step, { passed: 0, failed: 1, seconds: 0, note: `not run: ${reason}` });
          continue;
        }
        if (reportPath) rmSync(reportPath, { force: true });
        const began = Date.now();
        const context = before ? await before() : undefined;
        const argv = typeof args === 'function' ? args(context) : args;
        if (!held) log(step);
        const { code, output } = held
          ? await runHeld(command, argv, options)
          : { code: await run(command, argv, options), output: '' };
        if (after) await after(context);
        const seconds = (Date.now() - began) / 1000;
        if (held) log(`${step} (${seconds.toFixed(1)} s)`);
        process.stdout.write(output);
        const counts = count
          ? count(reportPath, code)
          : {
              passed: code === 0 ? 1 : 0,
              failed: code === 0 ? 0 : 1,
              note: code === 0 ? '' : `exit ${code}`,
            };
        outcomes.set(step, { seconds, ...counts });
      }
    }),
  );
  for (const { step } of laneSteps.flat()) {
    const { passed, failed, seconds, note } = outcomes.get(step);
    record(step, passed, failed, seconds, note);
  }
  return Object.fromEntries([...outcomes].map(([step, { failed }]) => [step, failed === 0]));
}

async function check(step, command, args, options) {
  log(step);
  const began = Date.now();
  const code = await run(command, args, options);
  const ok = code === 0;
  record(step, ok ? 1 : 0, ok ? 0 : 1, (Date.now() - began) / 1000, ok ? '' : `exit ${code}`);
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Jest-style JSON (Vitest and the Storybook test-runner): counts, or one failure when missing. */
function jestCounts(path, code) {
  const report = readJson(path);
  if (!report) return { passed: 0, failed: 1, note: `no report (exit ${code})` };
  for (const file of report.testResults ?? []) {
    const where = relative(process.cwd(), file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failedTests) failures.push(`${where} › ${test.fullName ?? test.title}`);
    if (!failedTests.length && file.status === 'failed')
      failures.push(`${where} › ${firstLine(file.message)}`);
  }
  const passed = report.numPassedTests ?? 0;
  const failed = (report.numFailedTests ?? 0) + (report.numRuntimeErrorTestSuites ?? 0);
  const none = passed + failed === 0;
  return {
    passed,
    failed: failed + (none || (code !== 0 && failed === 0) ? 1 : 0),
    note: none ? 'ran no test' : '',
  };
}

function playwrightCounts(path, code) {
  const report = readJson(path);
  if (!report?.stats) return { passed: 0, failed: 1, note: `no report (exit ${code})` };
  const visit = (suite, titles) => {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        if (test.status === 'unexpected' || test.status === 'flaky')
          failures.push(`${[...path, spec.title].join(' › ')}${test.status === 'flaky' ? ' (flaky)' : ''}`);
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats;
  const none = expected + unexpected + flaky === 0;
  return {
    passed: expected,
    failed: unexpected + flaky + (none || (code !== 0 && unexpected === 0) ? 1 : 0),
    note: [flaky ? `${flaky} flaky` : '', none ? 'ran no test' : ''].filter(Boolean).join(', '),
  };
}

function ensureChromium() {
  return ensureDebianPackages({
    // The full browser for what runs in it as a member's would, its headless shell for the test runners.
    what: "Debian's Chromium and its headless shell",
    files: [chromiumPath, headlessShellPath],
    packages: ['chromium', 'chromium-headless-shell'],
    hint: 'or point CHROMIUM_PATH and CHROMIUM_HEADLESS_SHELL_PATH at those binaries.',
  });
}

function firstLine(text = '') {
  return String(text).trim().split('\n')[0].slice(0, 200);
}

function printSummary() {
  // Named here, at the end, so the tail of a CI log says which tests failed, not only how many.
  if (failures.length) {
    process.stdout.write(`\nFailed tests (${failures.length}):\n`);
    for (const failure of failures.slice(0, 40)) process.stdout.write(`  ✘ ${failure}\n`);
  }
  const rows = [
    ['step', 'passed', 'failed', 'seconds', 'note'],
    ...results.map((r) => [r.step, r.passed, r.failed, r.seconds.toFixed(1), r.note]),
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  process.stdout.write('\n');
  for (const [index, row] of rows.entries()) {
    process.stdout.write(`${row.map((cell, column) => String(cell).padEnd(widths[column])).join('  ')}\n`);
    if (index === 0) process.stdout.write(`${widths.map((width) => '-'.repeat(width)).join('  ')}\n`);
  }
  const passed = results.reduce((sum, r) => sum + r.passed, 0);
  const failed = results.reduce((sum, r) => sum + r.failed, 0);
  process.stdout.write(`\ntotal time ${((Date.now() - startedAt) / 60_000).toFixed(1)} min\n`);
  process.stdout.write(
    `machine: a fresh memory page cost ${machine.pageMicros.toFixed(1)} µs (well under 1 µs on a typical machine), ` +
      `load average ${machine.load.toFixed(1)} at the start\n`,
  );
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
  return failed;
}

async function main() {
  mkdirSync('reports', { recursive: true });
  const env = {
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    CHROMIUM_PATH: chromiumPath,
    CHROMIUM_HEADLESS_SHELL_PATH: headlessShellPath,
  };

  const haveChromium = ensureChromium();
  record(
    'chromium available',
    haveChromium ? 1 : 0,
    haveChromium ? 0 : 1,
    0,
    haveChromium ? `${chromiumPath}, ${headlessShellPath}` : 'missing',
  );
  const haveNginx = ensureNginx();
  record('nginx available', haveNginx ? 1 : 0, haveNginx ? 0 : 1, 0, haveNginx ? nginxPath : 'missing');

  // ESLint (one core) beside Prettier, typecheck, knip, the builds and the unit tests: the two lanes
  // take about as long.
  const built = await lanes(
    [{ step: 'lint (eslint)', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] }],
    [
      { step: 'format (prettier)', command: 'npx', args: ['prettier', '--check', '.'] },
      // TypeScript 7's native checker (tsgo): the same type system as the TypeScript 6 that ESLint and
      // Storybook's docgen use, a sixth of the time.
      { step: 'typecheck (tsgo)', command: 'npx', args: ['tsgo', '--noEmit', '-p', 'tsconfig.json'] },
      { step: 'lint (knip: unused files, exports, dependencies)', command: 'npx', args: ['knip'] },
      {
        step: 'lint (knip --production: exports only tests use)',
        command: 'npx',
        args: ['knip', '--production'],
      },
      // Pages prerendered on the sample world's anchor day, the day every browser test's clock starts on.
      {
        step: 'build (vite)',
        command: 'npx',
        args: ['vite', 'build'],
        options: { env: { PRERENDER_DAY: worldAnchorDay() } },
      },
      // The same pages with React's development build, which reports every hydration mismatch,
      // attributes included, for the route tests' second run; also the "new version" that
      // tests/e2e/offline.spec.ts deploys over dist (E2E_DIST_NEXT).
      {
        step: 'build (vite, development React)',
        command: 'npx',
        args: ['vite', 'build', '--outDir', 'dist-dev'],
        options: { env: { PRERENDER_DAY: worldAnchorDay(), NODE_ENV: 'development' } },
      },
      // Storybook's test build: the stories without the docs pages, props tables and MDX, which no
      // story test reads; a third of the full build's time (`npm run build-storybook` keeps the docs).
      {
        step: 'build (storybook)',
        command: 'npx',
        args: ['storybook', 'build', '--test', '--quiet', '-o', 'storybook-static'],
      },
      {
        step: 'unit (vitest)',
        command: 'npx',
        args: [
          'vitest',
          'run',
          // Worker threads instead of child processes: 13% less CPU and a quarter less time on a sample of
          // the component and data tests, every test passing in both.
          '--pool=threads',
          '--reporter=default',
          '--reporter=json',
          '--outputFile.json=reports/vitest.json',
        ],
        reportPath: 'reports/vitest.json',
        count: jestCounts,
      },
    ],
  );
  // Reads what the unit run recorded (no second run): every machine at 100% of states and transitions.
  await check('machine coverage (100%)', 'node', ['scripts/coverage-machines.mjs', '--report-only']);

  // The browser runners one after the other: side by side (tried) each took the other's time, and the
  // load made a test fail by chance.
  const missingTools = () =>
    [haveChromium ? '' : 'chromium missing', haveNginx ? '' : 'nginx missing'].filter(Boolean).join(', ');
  await lanes([
    {
      step: 'stories (test-runner, axe)',
      skip: () => missingTools() || (built['build (storybook)'] ? '' : 'the storybook build failed'),
      before: () =>
        startNginx({
          root: 'storybook-static',
          port: Number(process.env.STORIES_PORT ?? 6008),
          site: 'static',
        }),
      after: (server) => server.close(),
      command: 'npx',
      args: (server) => [
        'test-storybook',
        '--url',
        server.url,
        // Stories from Storybook's index, not from parsing *.stories files: the Machines section is
        // generated per machine file by a custom indexer (.storybook/workbench/machineIndexer.ts).
        '--index-json',
        '--maxWorkers=2',
        '--json',
        '--outputFile',
        'reports/storybook.json',
      ],
      reportPath: 'reports/storybook.json',
      count: jestCounts,
      options: { env },
    },
  ]);
  await lanes([
    {
      step: 'e2e (playwright)',
      skip: () => missingTools() || (built['build (vite)'] ? '' : 'the build failed'),
      command: 'npx',
      args: ['playwright', 'test'],
      reportPath: 'reports/e2e.json',
      count: playwrightCounts,
      options: { env: { ...env, CI: process.env.CI ?? '1' } },
    },
    {
      step: 'e2e, development React (routes)',
      skip: () =>
        missingTools() || (built['build (vite, development React)'] ? '' : 'the development build failed'),
      command: 'npx',
      // The full loads of every route (tagged @hydration), where hydration and its mismatches happen;
      // the tests of one file on both workers.
      args: ['playwright', 'test', 'tests/e2e/routes.spec.ts', '--grep', '@hydration', '--fully-parallel'],
      reportPath: 'reports/e2e-development.json',
      count: playwrightCounts,
      options: {
        env: {
          ...env,
          CI: process.env.CI ?? '1',
          E2E_DIST: 'dist-dev',
          // The next port after the main run's, so that two people's runs can share a machine.
          E2E_PORT: String(Number(process.env.E2E_PORT ?? 4173) + 1),
          E2E_REPORT: 'reports/e2e-development.json',
        },
      },
    },
  ]);

  process.exitCode = printSummary() > 0 ? 1 : 0;
}

await main();
