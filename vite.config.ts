/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** A short hash of every translation file: the `?v=` of their URLs, so a change reaches every browser. */
function localesVersion(dir = 'public/locales'): string {
  const hash = createHash('sha256');
  for (const language of readdirSync(dir).sort()) {
    for (const file of readdirSync(join(dir, language)).sort()) {
      hash.update(`${language}/${file}`).update(readFileSync(join(dir, language, file)));
    }
  }
  return hash.digest('hex').slice(0, 10);
}

process.env.VITE_LOCALES_VERSION = localesVersion();

export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: {
    // The benchmark reads the manifest to know which chunks each route needs for its first paint.
    manifest: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // The libraries every first paint needs, in one chunk of their own. Without this, as soon as a
        // lazy screen shares a module with the entry (a Radix part the shell runtime also uses), Rolldown
        // splits react-router, emotion and a few components off the entry into a chunk of their own,
        // which costs about 1 kB gzip on every route (`npm run bench` shows it).
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@emotion|i18next|react-i18next|stylis|hoist-non-react-statics|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    environment: 'happy-dom',
    include: ['tests/{machines,data,components}/**/*.test.{ts,tsx}'],
    // The second set-up file and the global one record transition coverage of the machine tests
    // (tests/support/machineCoverage.ts; `npm run coverage:machines`).
    setupFiles: ['tests/setup.ts', 'tests/setupMachineCoverage.ts'],
    globalSetup: ['tests/support/machineCoverage.global.ts'],
    restoreMocks: true,
    maxWorkers: 2,
  },
});
