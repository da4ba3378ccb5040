import { defineMain } from '@storybook/react-vite/node';

/**
 * Storybook reads the app's own `vite.config.ts` (React plugin with the emotion JSX runtime, the
 * `VITE_LOCALES_VERSION` hash of the translation files), serves `public/` so `createI18n` can fetch
 * `/locales/<lng>/<ns>.json`, and runs axe on every story through the a11y addon.
 */
export default defineMain({
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(config) {
    return {
      ...config,
      optimizeDeps: {
        ...config.optimizeDeps,
        // Pre-bundled up front: otherwise the first story that reaches a lazily imported dependency
        // (the shell runtime, a screen) makes Vite re-optimise and reload the page in the middle of a run.
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
          'framer-motion',
          '@dnd-kit/core',
        ],
      },
    };
  },
});
