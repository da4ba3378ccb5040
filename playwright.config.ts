/**
 * End-to-end tests against the production build's prerendered pages, served by Debian's nginx with the
 * deployment's configuration (scripts/nginx.mjs, deploy/nginx.conf). Build first (`npx vite build`, with
 * `PRERENDER_DAY` at the sample world's anchor day as `npm test` does); this config does not build.
 * Debian Chromium is used (no browser downloads on these machines): see /work/shared/TOOLCHAIN.md.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { testLaunchOptions } from './scripts/chromium.mjs';
import { worldAnchorDay } from './src/data/worldAnchor.ts';
import { prerenderDayOf } from './tests/support/builtPage.ts';

// The tests' own code reads the sample world on its anchor day, the day every page's clock starts on
// (tests/e2e/fixtures.ts), so what they expect and what the page shows agree.
process.env.VITE_WORLD_TODAY = worldAnchorDay;

// E2E_PORT and E2E_DIST let several people test their own builds side by side on one machine
// (`PRERENDER_DAY=2026-11-22 npx vite build --outDir /tmp/dist-me && E2E_PORT=4301 E2E_DIST=/tmp/dist-me npx playwright test ...`).
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_DIST ?? 'dist';
const baseURL = `http://127.0.0.1:${port}`;

// Hydration is tested only on pages prerendered on the day the tests' clock starts on: on another
// day the app renders afresh instead (src/main.tsx).
const home = join(outDir, 'index.html');
const builtDay = existsSync(home) ? prerenderDayOf(readFileSync(home, 'utf8')) : undefined;
if (builtDay && builtDay !== worldAnchorDay) {
  throw new Error(
    `${outDir} was prerendered on ${builtDay}, not on the sample world's anchor day: build with PRERENDER_DAY=${worldAnchorDay} npx vite build`,
  );
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
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions: testLaunchOptions },
    },
  ],
  webServer: {
    command: `node scripts/nginx.mjs ${outDir} ${port}`,
    url: baseURL,
    // SIGTERM lets the script stop nginx and remove its folder of logs.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
