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

/** Launch options for Playwright-driven Chromium (the navigation bench, screenshots). */
export const launchOptions = { executablePath: chromiumPath, args: ['--headless', ...chromiumFlags] };

/**
 * Debian's headless shell (package chromium-headless-shell): the same Chromium engine without the
 * browser's window layers, the build Playwright runs headless tests in by default. The test runners
 * (Playwright's e2e tests, the Storybook test-runner) use it: it takes about a quarter less CPU per
 * test than the full browser. What a member's browser measures (the bench) keeps the full one.
 */
export const headlessShellPath =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** Launch options of the test runners: the headless shell, in Chromium's own process model. */
export const testLaunchOptions = { executablePath: headlessShellPath, args: chromiumFlags };
