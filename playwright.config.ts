/**
 * End-to-end tests against the production build served by `vite preview`.
 * Build first (`npx vite build`); this config does not build.
 * Debian Chromium is used (no browser downloads on these machines): see /work/shared/TOOLCHAIN.md.
 */
import { defineConfig, devices } from '@playwright/test';
import { launchOptions } from './scripts/chromium.mjs';
import { worldAnchorDay } from './src/data/worldAnchor.ts';

// The tests' own code reads the sample world on its anchor day, the day every page's clock starts on
// (tests/e2e/fixtures.ts), so what they expect and what the page shows agree.
process.env.VITE_WORLD_TODAY = worldAnchorDay;

// E2E_PORT and E2E_DIST let several people test their own builds side by side on one machine
// (`npx vite build --outDir /tmp/dist-me && E2E_PORT=4301 E2E_DIST=/tmp/dist-me npx playwright test ...`).
const port = Number(process.env.E2E_PORT ?? 4173);
const outDir = process.env.E2E_DIST ?? 'dist';
const baseURL = `http://127.0.0.1:${port}`;

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
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    // One browser context per worker, reset by Playwright between tests (storage, cache, routes, init
    // scripts, clock, viewport, emulation; tests/e2e/fixtures.ts drops granted permissions): a fresh
    // context per test cost about as much CPU as the test itself.
    reuseContext: true,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
  ],
  webServer: {
    command: `npx vite preview --port ${port} --strictPort --host 127.0.0.1 --outDir ${outDir}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
