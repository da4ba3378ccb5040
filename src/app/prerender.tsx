/**
 * The build's server entry: renders one route to HTML in Node, as the browser's first render will
 * hydrate it (in one language, the sample member, no query string), with the emotion styles it used.
 * vite.config.ts (`prerenderPages`) builds this module for Node after the browser build and writes
 * every route's page with it.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Resource } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { createI18n } from '../i18n/i18n';
import { formatsOf } from '../i18n/format';
import { setWorldDays } from '../platform/worldDay';
import type { Language } from '../i18n/language';

export { shellNamespaces } from '../i18n/i18n';
import { AppProviders } from './AppProviders';
import { createAppRoutes } from './routes';
import { emotionKey } from './emotionKey';

export { worldToday } from '../data/sampleWorld';

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** `<style>` elements with the CSS the render made, for the head. */
  styles: string;
  /** 200 for a route, 404 for the not-found page. */
  status: number;
  /** The formatters the render used (`formatsOf`), for the boot data. */
  formats: string[];
}

/**
 * Renders the page at `url` in `language`, with its strings in `strings` (namespace -> translations),
 * and the sample world on `day`.
 */
export async function renderPage(
  url: string,
  language: Language,
  strings: Resource[string],
  day: string,
): Promise<RenderedPage> {
  setWorldDays({ page: day, live: day });
  const i18n = createI18n(language, { resources: { [language]: strings } });
  const handler = createStaticHandler(createAppRoutes({ loadNamespace: async () => {} }));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url} answered a redirect`);
  if (context.errors) throw new Error(`${url} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: emotionKey });
  const server = createEmotionServer(cache);
  const errors: unknown[] = [];
  const [{ prelude }, formats] = await formatsOf(() =>
    prerenderToNodeStream(
      <StrictMode>
        <CacheProvider value={cache}>
          <AppProviders i18n={i18n} prerendered>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
      {
        onError: (error) => void errors.push(error),
        // Every boundary inline, however large: React would otherwise move big ones to the end of the
        // page with an inline script to put them in place, which the content security policy forbids.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    ),
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // A part that failed to render would be left to the browser: the build fails instead.
  if (errors.length > 0) throw new Error(`${url} did not render`, { cause: errors[0] });
  // Every style the render made, also those of parts that show nothing until opened (a closed menu's
  // panel): hydration then inserts none, and emotion's stylesheet compiler stays cold until it is needed.
  const { styles: chunks } = server.extractCriticalToChunks(Object.keys(cache.registered).join(' '));
  // `data-s` marks the elements as in place: without it, emotion moves each to the end of the head as
  // it starts, and the browser parses and applies all their rules again.
  const styles = chunks
    .map(({ key, ids, css }) => `<style data-s="" data-emotion="${key} ${ids.join(' ')}">${css}</style>`)
    .join('');
  return { html, styles, status: context.statusCode, formats };
}
