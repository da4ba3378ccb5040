import { ThemeProvider, useTheme } from '@emotion/react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { Direction } from 'radix-ui';
import { Suspense, useLayoutEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { TooltipProvider } from '../src/components/primitives/Tooltip';
import { directionOf, resolveLanguage, supportedLanguages, type Language } from '../src/i18n/language';
import { applyDocumentLanguage } from '../src/platform/documentLanguage';
import { applyDocumentScheme } from '../src/platform/documentScheme';
import { languageNames } from '../src/platform/languageNames';
import { GlobalStyles } from '../src/theme/GlobalStyles';
import type { ColorScheme } from '../src/theme/colorScheme';
import { schemeRule, theme } from '../src/theme/themes';
import { ColorSchemeContext } from '../stories/support/colorSchemeContext';
import { loadStoryStrings, storyI18n } from '../stories/support/storyI18n';

/*
 * Parameters read here:
 * - `route`: start path of the story's memory router (default `/`);
 * - `router: false`: the story brings its own router (the screen stories);
 * - `i18nNamespaces`: translation namespaces besides `common` and `nav`, loaded before the story renders.
 * Globals: `theme` (light, dark) and `locale` (en, zh, ar, es, ru); a story pins one with `globals`.
 *
 * Story view: the language and scheme go on the preview's <html>, as the app puts them. Docs pages
 * (`viewMode` docs) show many stories in one document, some pinned to Arabic or dark: there <html>
 * keeps the toolbar's scheme only, and each story gets a box of its own with its language, direction
 * and the custom properties of its scheme (`DocsStoryBox`). Play functions do not run there.
 */

/**
 * Known violations, each excepted for the exact elements that cause it and nothing else. Remove an
 * entry once its cause is fixed; the story run then checks those elements again.
 */
const knownA11yExceptions = [
  {
    // Radix NavigationMenu renders an empty, focusable `aria-hidden` focus proxy after an open trigger
    // (radix-ui/primitives#3085, still open in react-navigation-menu 1.4.1). It only forwards focus
    // into the menu; nothing of ours can remove it.
    id: 'aria-hidden-focus',
    selector: '[aria-hidden="true"]:not(span[tabindex="0"][style]:not([class]))',
  },
];

/*
 * Docs pages draw the stories of components that open over the page in frames of their own
 * (`docsFrame`, stories/support/storyKit.tsx). `embed=true` is Storybook's embedding mode: a frame shows
 * its story as it first renders, without running its play function, which would otherwise run in every
 * frame of the page at once, each taking the focus from the others and closing their menus.
 */
(globalThis as { PREVIEW_URL?: string }).PREVIEW_URL = 'iframe.html?embed=true';

const schemeOf = (value: unknown): ColorScheme => (value === 'dark' ? 'dark' : 'light');

const inDocs = (viewMode: string) => viewMode === 'docs';

function LocaleScope({
  language,
  onDocument,
  children,
}: {
  language: Language;
  /** Whether <html> takes the language (story view) or a box does (docs pages). */
  onDocument: boolean;
  children: ReactNode;
}) {
  // The loader already set `lang`/`dir` before the first render; this keeps them right on re-renders.
  useLayoutEffect(() => {
    if (onDocument) applyDocumentLanguage(language);
  }, [language, onDocument]);
  return (
    <I18nextProvider i18n={storyI18n(language)}>
      <Direction.Provider dir={directionOf(language)}>
        <TooltipProvider delayDuration={300}>{children}</TooltipProvider>
      </Direction.Provider>
    </I18nextProvider>
  );
}

function SchemeScope({
  scheme,
  onDocument,
  children,
}: {
  scheme: ColorScheme;
  onDocument: boolean;
  children: ReactNode;
}) {
  // The loader already set `data-scheme` before the first render; this keeps it right on re-renders.
  // Always pinned, never left to the system: the toolbar decides.
  useLayoutEffect(() => {
    if (onDocument) applyDocumentScheme(scheme);
  }, [scheme, onDocument]);
  return <ColorSchemeContext.Provider value={scheme}>{children}</ColorSchemeContext.Provider>;
}

/**
 * A story on a docs page: its own language, direction and scheme on its box, painted like a page of
 * the app. What a story portals out of the box (an open menu, a tooltip) follows <html>, the
 * toolbar's scheme; so does the header's theme icon (`inDarkScheme` reads <html>).
 */
function DocsStoryBox({
  scheme,
  language,
  children,
}: {
  scheme: ColorScheme;
  language: Language;
  children: ReactNode;
}) {
  const { colors, fonts, fontSizes, space } = useTheme();
  return (
    <div
      lang={language}
      dir={directionOf(language)}
      data-scheme={scheme}
      css={{
        ...schemeRule(scheme),
        padding: space(4),
        background: colors.page,
        color: colors.text,
        fontFamily: fonts.body,
        fontSize: fontSizes.md,
        lineHeight: 1.5,
      }}
    >
      {children}
    </div>
  );
}

/** Innermost: a memory router at `parameters.route`, unless the story brings its own (`router: false`). */
const withRouter: Decorator = (Story, { parameters }) => {
  if (parameters.router === false) return <Story />;
  const route = typeof parameters.route === 'string' ? parameters.route : '/';
  return (
    <MemoryRouter key={route} initialEntries={[route]}>
      <Story />
    </MemoryRouter>
  );
};

const withLocale: Decorator = (Story, { globals, viewMode }) => (
  <LocaleScope language={resolveLanguage(globals.locale)} onDocument={!inDocs(viewMode)}>
    <Suspense fallback={<p>Loading translations…</p>}>
      <Story />
    </Suspense>
  </LocaleScope>
);

/** One theme for both schemes: the toolbar only sets `data-scheme` on the preview's <html>. */
const withTheme: Decorator = (Story, { globals, viewMode }) => {
  const scheme = schemeOf(globals.theme);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <SchemeScope scheme={scheme} onDocument={!inDocs(viewMode)}>
        {inDocs(viewMode) ? (
          <DocsStoryBox scheme={scheme} language={resolveLanguage(globals.locale)}>
            <Story />
          </DocsStoryBox>
        ) : (
          <Story />
        )}
      </SchemeScope>
    </ThemeProvider>
  );
};

const preview: Preview = {
  // A docs page per component (its JSDoc, props table and every story), except where a CSF file or
  // its indexer says `!autodocs`: screens (each story is the whole app) and machines.
  tags: ['autodocs'],
  // Later decorators wrap earlier ones: theme outermost, then language, then the router.
  decorators: [withRouter, withLocale, withTheme],
  loaders: [
    async ({ globals, userGlobals, parameters, viewMode }) => {
      const language = resolveLanguage(globals.locale);
      if (inDocs(viewMode)) {
        // One document, many stories: <html> takes the toolbar's scheme, not a story's pinned one.
        applyDocumentScheme(schemeOf((userGlobals as Record<string, unknown> | undefined)?.theme));
      } else {
        applyDocumentLanguage(language);
        applyDocumentScheme(schemeOf(globals.theme));
      }
      return { i18n: await loadStoryStrings(language, parameters.i18nNamespaces as string[] | undefined) };
    },
  ],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Interface language (sets lang and dir)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: supportedLanguages.map((code) => ({
          value: code,
          title: languageNames[code],
          right: directionOf(code).toUpperCase(),
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'padded',
    a11y: { test: 'error', config: { rules: knownA11yExceptions } },
    controls: { matchers: { color: /(background|color)$/i } },
    viewport: {
      options: {
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        ...MINIMAL_VIEWPORTS,
      },
    },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Components',
          ['Primitives', 'Shell', 'Feedback'],
          'Screens',
          'Machines',
        ],
      },
    },
  },
};

export default preview;
