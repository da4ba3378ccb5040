/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Hash of the translation files, set by vite.config.ts. */
  readonly VITE_LOCALES_VERSION?: string;
  /** Pins the sample world's today (`YYYY-MM-DD`): set by the unit tests and Storybook. */
  readonly VITE_WORLD_TODAY?: string;
}
