import { defineMain } from '@storybook/react-vite/node';
import type { PluginOption } from 'vite';
import { worldAnchorDay } from '../src/data/worldAnchor.ts';
import { machineIndexer, machineStoriesPlugin } from './workbench/machineIndexer.ts';

/**
 * The app's Vite plugins minus those whose name `drop` picks. `silk-road:prerender` (scripts/prerender.ts)
 * renders the app's pages after a build of the app's index.html and fails on Storybook's iframe.html;
 * vite-plugin-pwa would precache the workbench.
 */
function withoutPlugins(plugins: PluginOption[], drop: (name: string) => boolean): PluginOption[] {
  return plugins.map((plugin) =>
    Array.isArray(plugin)
      ? withoutPlugins(plugin, drop)
      : plugin && typeof plugin === 'object' && 'name' in plugin && drop(plugin.name)
        ? false
        : plugin,
  );
}

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
 *
 * Docs: every component's stories get a page of their own (the `autodocs` tag in `preview.tsx`): the
 * component's JSDoc, its props table from its TypeScript types (react-docgen, the framework's default)
 * and every story. The pages written by hand are MDX in `stories/` (the Introduction, the theme).
 */
export default defineMain({
  framework: '@storybook/react-vite',
  stories: [
    '../stories/**/*.mdx',
    '../stories/**/*.stories.@(ts|tsx)',
    './workbench/components/*.stories.@(ts|tsx)',
    '../src/machines/*.machine.ts',
  ],
  experimental_indexers: (existing) => [machineIndexer, ...(existing ?? [])],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(config) {
    return {
      ...config,
      // Stories are not the app's pages: no prerender, and no manifest or service worker (vite-plugin-pwa).
      plugins: [
        ...withoutPlugins(
          config.plugins ?? [],
          (name) => name === 'silk-road:prerender' || name.startsWith('vite-plugin-pwa'),
        ),
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
          '@emotion/styled/base',
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
