/**
 * Debian's Chromium, the one browser every tool here uses (never a downloaded one), and the flags that
 * make it start quietly on these machines (no sandbox as root, no network chatter; TOOLCHAIN.md).
 * Shared by Playwright, the Storybook test-runner, the benchmark and the screenshot helper.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for Playwright-driven Chromium (Playwright, the test-runner, screenshots). */
export const launchOptions = { executablePath: chromiumPath, args: ['--headless', ...chromiumFlags] };
