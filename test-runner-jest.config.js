// Jest config of @storybook/test-runner (this exact file name): Debian's Chromium, never a downloaded one.
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';
import { testLaunchOptions } from './scripts/chromium.mjs';

const base = getJestConfig();

export default {
  ...base,
  // Same hooks as the stock setup, installed once per worker instead of once per stories file
  // (see .storybook/test-runner-environment.js).
  testEnvironment: fileURLToPath(new URL('.storybook/test-runner-environment.js', import.meta.url)),
  setupFilesAfterEnv: base.setupFilesAfterEnv.filter((file) => !file.endsWith('/playwright/jest-setup.js')),
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: testLaunchOptions,
    },
  },
};
