// ESLint flat config: typescript-eslint (type-aware), React hooks, jsx-a11y, Storybook, the one-way
// imports between the rooms of src/ (data and machines at the bottom, the app at the top) and the
// walls between features.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const src = (room) => `./src/${room}`;

/** Who may not import whom: data and machines at the bottom, the app at the top. */
const zones = [
  {
    target: src('data'),
    from: ['./src/!(data)/**/*'],
    message: 'src/data is pure: it imports nothing of the app.',
  },
  {
    // Machines may name their domain types from src/data (`import type`, checked below) and use the two
    // import-free preference rule files their machines hold state for; nothing else.
    target: src('machines'),
    from: [
      './src/!(machines|data|i18n|theme)/**/*',
      './src/i18n/!(language.ts)',
      './src/theme/!(colorScheme.ts)',
    ],
    message: 'Machines import xstate only (their inputs and injected actions bring the rest).',
  },
  { target: src('theme'), from: ['./src/!(theme)/**/*'], message: 'The theme imports nothing of the app.' },
  {
    target: src('i18n'),
    from: [src('components'), src('screens'), src('app'), src('platform'), src('data')],
    message: 'i18n sits below the components.',
  },
  {
    target: src('components'),
    from: [src('screens'), src('app'), src('platform'), src('i18n/i18n.ts')],
    message: 'Presentational components take props; screens and the app wire them.',
  },
  {
    target: src('platform'),
    from: [src('screens'), src('app')],
    message: 'The platform layer serves screens and the app, never the reverse.',
  },
  { target: src('screens'), from: [src('app')], message: 'Screens do not import the app shell.' },
  {
    // The machine workbench (xstate/graph, elkjs, a live actor per machine) is for Storybook only.
    target: './src/**/*',
    from: ['./.storybook/**/*'],
    message: '.storybook (the machine workbench included) is for Storybook only: the app never imports it.',
  },
];

/**
 * A feature is a route's folder: `src/screens/<feature>` and its presentational parts in
 * `src/components/<feature>`. A feature imports no other feature's screens or components; what two
 * features share lives in a folder that is no feature's (src/screens/shared, src/components/primitives,
 * or a component folder named for the shared thing, such as src/components/shipments).
 */
const features = readdirSync(new URL('./src/screens', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);
const featureZones = features.map((feature) => ({
  target: [src(`screens/${feature}`), src(`components/${feature}`)],
  from: features
    .filter((other) => other !== feature)
    .flatMap((other) => [src(`screens/${other}`), src(`components/${other}`)]),
  message: `A feature imports no other feature's screens or components: move what ${feature} shares to src/screens/shared or a shared component folder.`,
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-dev',
      '.tmp',
      'storybook-static',
      'coverage',
      'test-results',
      'reports',
      'playwright-report',
      'bench/results',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.js',
            'scripts/*.mjs',
            'scripts/dev/*.mjs',
            'bench/*.mjs',
            '.storybook/*.js',
          ],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...featureZones] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration',
          message: 'No barrels: import from the file that defines the thing.',
        },
      ],
    },
  },
  {
    // One way to load code later: a route through the router's `lazy` (src/app/routes.tsx), any part of a
    // screen through `useDeferredModule` (src/platform/deferredModule.ts). Never React.lazy.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'React', property: 'lazy', message: 'Load parts of a screen with useDeferredModule.' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message:
                'Load parts of a screen with useDeferredModule (src/platform/deferredModule.ts); routes load through the router.',
            },
            {
              name: '@emotion/styled',
              message:
                "Import styled from '@emotion/styled/base': the same styled(), without a component made for each of 135 tags (styled.div) at every page's start.",
            },
          ],
        },
      ],
    },
  },
  {
    // Machines: XState only, no timers or clocks of their own.
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(?!xstate$|xstate/|\\./|\\.\\./data/|\\.\\./i18n/language$|\\.\\./theme/colorScheme$).*',
              message:
                'Machines import xstate, sibling machine files and the language and colour scheme rules only.',
            },
            {
              regex: '^\\.\\./data/',
              allowTypeImports: true,
              message: 'Machines take only types from src/data (`import type`); rules come through input.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'setTimeout', message: 'Use a named delay (`after`).' },
        { name: 'setInterval', message: 'Use a named delay (`after`).' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Time comes from the clock, events or input.' },
        { object: 'Math', property: 'random', message: 'Inject the random source through input.' },
      ],
    },
  },
  {
    // Components may know the shapes of data and machines, not their code.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/data/*', '**/machines/*'],
              allowTypeImports: true,
              message: 'Components take data through props (import type is fine).',
            },
          ],
        },
      ],
    },
  },
  {
    // Storybook's internal APIs may change in a minor release: one file holds every use of them.
    files: ['.storybook/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    ignores: ['.storybook/workbench/storybookInternals.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['storybook/internal', 'storybook/internal/*'],
              message: 'Use .storybook/workbench/storybookInternals.ts, the one file that imports them.',
            },
          ],
        },
      ],
    },
  },
  // Storybook's own globs: its story rules for *.stories.* files, its main.ts rule for .storybook/main.
  // (Re-scoped to all of stories/ and .storybook/, story rules also hit the preview and story helpers.)
  ...storybook.configs['flat/recommended'],
  {
    files: [
      'tests/**/*.{ts,tsx}',
      'stories/**/*.{ts,tsx}',
      '.storybook/**/*',
      'scripts/**/*',
      'bench/**/*',
      '*.config.{ts,js}',
      'playwright.config.ts',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
  },
);
