import { defineMain } from '@storybook/react-vite/node';
import { worldAnchorDay } from '../src/data/worldAnchor.ts';
import { machineIndexer, machineStoriesPlugin } from './workbench/machineIndexer.ts';

/**
 * Storybook reads the app's own `vite.config.ts` (React plugin with the emotion JSX runtime, the
 * `VITE_LOCALES_VERSION` hash of the translation files), serves `public/` so `createI18n` can fetch
 * `/locales/<lng>/<ns>.json`, and runs axe on every story through the a11y addon.
 *
 * The "Machines" section is discovered, not listed: every `src/machines/*.machine.ts` is indexed by
 * `machineIndexer` into stories whose code `machineStoriesPlugin` generates (a live statechart per
 * machine, plus the stories of its workbench file `.storybook/workbench/machines/<name>.workbench.tsx`).
 * The whole machine workbench lives in `.storybook/workbench`; the why and how of discovery are in
 * `.storybook/workbench/machineIndexer.ts`.
 */
export default defineMain({
  framework: '@storybook/react-vite',
  stories: [
    '../stories/**/*.stories.@(ts|tsx)',
    './workbench/components/*.stories.@(ts|tsx)',
    '../src/machines/*.machine.ts',
  ],
  experimental_indexers: (existing) => [machineIndexer, ...(existing ?? [])],
  addons: ['@storybook/addon-a11y'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(config) {
    return {
      ...config,
      // Stories never install the app: no manifest, no service worker (vite-plugin-pwa's plugins).
      plugins: [
        ...(config.plugins ?? [])
          .flat()
          .filter((plugin) => !(plugin && 'name' in plugin && plugin.name.startsWith('vite-plugin-pwa'))),
        machineStoriesPlugin(),
      ],
      // Stories show the sample world as written: today is its anchor day (src/data/calendar.ts).
      define: { ...config.define, 'import.meta.env.VITE_WORLD_TODAY': JSON.stringify(worldAnchorDay) },
      optimizeDeps: {
        ...config.optimizeDeps,
        // Pre-bundled up front: otherwise the first story that reaches a lazily imported dependency
        // (the command palette, a screen) makes Vite re-optimise and reload the page in the middle of a run.
        include: [
          ...(config.optimizeDeps?.include ?? []),
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          '@emotion/react',
          '@emotion/react/jsx-runtime',
          '@emotion/react/jsx-dev-runtime',
          '@emotion/styled',
          'radix-ui',
          'react-router-dom',
          'i18next',
          'react-i18next',
          'xstate',
          '@xstate/react',
          'xstate/graph',
          'elkjs/lib/elk.bundled.js',
          'framer-motion',
          '@dnd-kit/core',
        ],
      },
    };
  },
});
