/**
 * End-to-end tests against the production build's prerendered pages, served by Debian's nginx with the
 * deployment's configuration (scripts/nginx.mjs, deploy/nginx.conf). Build first (`npx vite build`, with
 * `PRERENDER_DAY` at the sample world's anchor day as `npm test` does); this config does not build.
 * When `dist-dev` holds a build with React's development build (`NODE_ENV=development`), which reports
 * every hydration mismatch, attributes included, the route tests run once more against it, as a second
 * project on a second server.
 * Debian Chromium is used (no browser downloads on these machines): see /work/shared/TOOLCHAIN.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { testLaunchOptions } from './scripts/chromium.mjs';
import { bootOfHtml } from './src/app/boot.ts';
import { worldAnchorDay } from './src/data/worldAnchor.ts';

// The tests' own code reads the sample world on its anchor day, the day every page's clock starts on
// (tests/e2e/fixtures.ts), so what they expect and what the page shows agree.
process.env.VITE_WORLD_TODAY = worldAnchorDay;

// E2E_PORT, E2E_DIST and E2E_DIST_DEV let several people test their own builds side by side on one
// machine (`PRERENDER_DAY=2026-11-22 npx vite build --outDir /tmp/dist-me && E2E_PORT=4301 E2E_DIST=/tmp/dist-me npx playwright test ...`).
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_DIST ?? 'dist';
const baseURL = `http://127.0.0.1:${port}`;
// The development build beside the default dist; with a dist of one's own, only the one named.
const developmentDir = process.env.E2E_DIST_DEV ?? (process.env.E2E_DIST ? undefined : 'dist-dev');
const developmentPort = port + 1;

/** The sample day `dir` was prerendered on, or undefined when `dir` holds no build. */
function builtDayOf(dir: string) {
  const home = join(dir, 'index.html');
  return existsSync(home) ? (bootOfHtml(readFileSync(home, 'utf8'))?.day ?? '') : undefined;
}

// Hydration is tested only on pages prerendered on the day the tests' clock starts on: on another
// day the app renders afresh instead (src/main.tsx).
for (const dir of [outDir, developmentDir]) {
  if (dir === undefined) continue;
  const builtDay = builtDayOf(dir);
  if (builtDay !== undefined && builtDay !== worldAnchorDay) {
    throw new Error(
      `${dir} was prerendered on ${builtDay}, not on the sample world's anchor day: build with PRERENDER_DAY=${worldAnchorDay} npx vite build --outDir ${dir}`,
    );
  }
}
const withDevelopmentBuild = developmentDir !== undefined && builtDayOf(developmentDir) !== undefined;

/** nginx serving `dir` on `port` with the deployment's configuration. */
function server(dir: string, serverPort: number) {
  const url = `http://127.0.0.1:${serverPort}`;
  return {
    command: `node scripts/nginx.mjs ${dir} ${serverPort}`,
    url,
    // SIGTERM lets the script stop nginx and remove its folder of logs.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Two workers, one per core: one worker kept about two thirds of a core busy (a test waits on the
  // page as much as it computes). npm test runs nothing else beside them. E2E_WORKERS=1 for one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  forbidOnly: !!process.env.CI,
  // Generous for a busy 2-core machine (axe on a whole page takes seconds there); a hang still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test-all.mjs (npm test) counts the tests from the JSON report.
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'reports/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    // One browser context per worker, reset by Playwright between tests (storage, cache, routes, init
    // scripts, clock, viewport, emulation; tests/e2e/fixtures.ts drops granted permissions): a fresh
    // context per test cost about as much CPU as the test itself.
    reuseContext: true,
    // The app's service worker would answer from its precache what a test serves or routes itself:
    // blocked, except in tests/e2e/offline.spec.ts, which tests it.
    serviceWorkers: 'block',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Every route loaded whole and reached by navigation, where hydration and its mismatches happen.
    // First, so that its three long tests run beside the others rather than alone at the end.
    ...(withDevelopmentBuild
      ? [
          {
            name: 'development React',
            testMatch: 'routes.spec.ts',
            grep: /every route/,
            use: {
              ...devices['Desktop Chrome'],
              launchOptions: testLaunchOptions,
              baseURL: `http://127.0.0.1:${developmentPort}`,
            },
          },
        ]
      : []),
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: testLaunchOptions },
    },
  ],
  webServer: [
    server(outDir, port),
    ...(withDevelopmentBuild && developmentDir ? [server(developmentDir, developmentPort)] : []),
  ],
});
