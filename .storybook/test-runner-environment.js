/**
 * The test-runner's own environment, plus the per-story hooks that its `jest-setup.js` would install.
 * That setup file runs inside every stories file's module registry and re-imports the whole
 * test-runner (with Storybook's node internals) each time: about 3 s of CPU per file on these 2-core
 * machines. An environment module is loaded once per worker, so the same hooks cost that only once.
 */
import { getTestRunnerConfig, setupPage } from '@storybook/test-runner';
import CustomEnvironment from '@storybook/test-runner/playwright/custom-environment.js';

let loadedConfig;

export default class StoryEnvironment extends CustomEnvironment {
  async setup() {
    await super.setup();
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
}
