/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Hash of the translation files, set by vite.config.ts. */
  readonly VITE_LOCALES_VERSION?: string;
}
