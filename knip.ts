import type { KnipConfig } from 'knip';

/**
 * Two runs, both in `npm run lint` and `npm test`:
 * - `knip` reads every file (the app, its tests, stories, scripts and the benchmark) and reports unused
 *   files, dependencies, and exports nothing else imports, entries' exports included;
 * - `knip --production` (also `npm run lint:production`) reads only what the build ships (index.html,
 *   the service worker, the prerenderer, the modules `vite.config.ts` aliases) and reports every export
 *   the app itself never uses: one only tests or stories import is dead code in the app.
 */
const production = process.argv.includes('--production');

const config: KnipConfig = {
  entry: [
    'src/app/prerender.tsx!',
    'src/app/*Shim.{ts,tsx}!',
    // Loaded by a glob (the sample-world and machine-coverage tests, the Storybook workbench), which knip
    // counts as using every export; as entries whose exports are reported, they are held to their importers.
    ...(production ? [] : ['src/data/*.ts', 'src/machines/*.ts']),
    '.storybook/workbench/machines/*.workbench.tsx',
    '.storybook/test-runner-environment.js',
    'scripts/*.{mjs,ts}',
    'scripts/dev/*.mjs',
    'bench/*.mjs',
    'playwright.config.ts',
    'tests/e2e/**/*.spec.ts',
  ],
  project: [
    'src/**/*.{ts,tsx}!',
    'stories/**/*.{ts,tsx,mdx}',
    'tests/**/*.{ts,tsx}',
    '.storybook/**/*.{ts,tsx,js}',
    'scripts/**/*.{mjs,ts}',
    'bench/**/*.mjs',
  ],
  includeEntryExports: !production,
  // Entries whose exports a tool reads, not an import: a package's surface (the shims `vite.config.ts`
  // aliases), the prerenderer's (scripts/prerender.ts loads it through Vite), a workbench's stories,
  // the test runners' configuration.
  ignoreIssues: {
    'src/app/*Shim.{ts,tsx}': ['exports'],
    'src/app/prerender.tsx': ['exports'],
    '.storybook/workbench/machines/*.workbench.tsx': ['exports'],
    '.storybook/test-runner-environment.js': ['exports'],
    'playwright.config.ts': ['exports'],
  },
  // In production an export used in its own file is used by the app; the full run reports one used
  // nowhere else.
  ignoreExportsUsedInFile: production ? true : { interface: true, type: true },
  // `npm start` is Vite's dev server, a devDependency.
  ignoreBinaries: production ? ['apt-get', 'vite'] : ['apt-get'],
  playwright: false,
  // Storybook's stories list names src/machines/*.machine.ts (the workbench indexes them): the production
  // run would take the machines for story files and leave them out of the app.
  ...(production && { storybook: false }),
};

export default config;
