/**
 * The test-runner's own environment, plus the per-story hooks that its `jest-setup.js` would install.
 * That setup file runs inside every stories file's module registry and re-imports the whole
 * test-runner (with Storybook's node internals) each time: about 3 s of CPU per file on these 2-core
 * machines. An environment module is loaded once per worker, so the same hooks cost that only once.
 *
 * The stock environment also opens a new browser context and page for every stories file and boots
 * Storybook's preview in it again (about 3 s of CPU per file, 246 files). Here each worker keeps one
 * preview page for all its files: between files the page's storage is cleared and the next story is
 * rendered the same way as the next story of one file. A file with a failed story leaves its page and
 * connection behind, so the next file starts on a fresh one and one failure cannot spread.
 */
import { getTestRunnerConfig, setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

let loadedConfig;
/** This worker's browser connection, context and prepared preview page, kept from file to file. */
let shared;

/** Storage a story may have written, so no stories file sees what another one left. */
async function clearStorage(page) {
  await page.evaluate(() => {
    globalThis.localStorage.clear();
    globalThis.sessionStorage.clear();
  });
}

export default class StoryEnvironment extends PlaywrightEnvironment {
  async setup() {
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    const reuse = Boolean(shared?.browser.isConnected() && !shared.page.isClosed());
    // Without a browser of its own the stock setup only installs the `jestPlaywright` helpers.
    this._config.testEnvironmentOptions['jest-playwright'] = { ...options, skipInitialization: reuse };
    await super.setup();
    this._config.testEnvironmentOptions['jest-playwright'] = options;
    if (reuse) {
      Object.assign(this.global, shared);
      await clearStorage(shared.page);
    } else {
      await setupPage(this.global.page, this.global.context);
    }
    loadedConfig ??= getTestRunnerConfig(process.env.STORYBOOK_CONFIG_DIR);
    const testRunnerConfig = (await loadedConfig) ?? {};
    testRunnerConfig.setup?.();
    Object.assign(this.global, {
      __sbPreVisit: testRunnerConfig.preVisit ?? testRunnerConfig.preRender,
      __sbPostVisit: testRunnerConfig.postVisit ?? testRunnerConfig.postRender,
      __sbSetupPage: setupPage,
      __sbCollectCoverage: process.env.STORYBOOK_COLLECT_COVERAGE === 'true',
    });
  }

  async handleTestEvent(event, state) {
    await super.handleTestEvent(event, state);
    if (event.name === 'test_done' && event.test.errors.length > 0) this.failed = true;
  }

  async teardown() {
    if (this.failed) {
      shared = undefined;
    } else {
      // A test that had to reset the page (after a navigation) leaves its new page here: keep that one.
      const { browser, context, page } = this.global;
      shared = { browser, context, page };
      // The stock teardown closes the browser connection; the next file of this worker still needs it.
      this.global.browser = undefined;
    }
    await super.teardown();
  }
}
