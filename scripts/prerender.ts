/**
 * Prerendering: after the browser build, every route of the manifest and the not-found page become an
 * HTML file holding their whole first view, in each of the five languages, rendered in Node by React
 * Router's static handler (src/app/prerender.tsx, built for Node here), with the emotion styles it used
 * in the head and the strings it needs in the page, so the browser hydrates without fetching anything
 * first.
 *
 *   dist/index.html                Home, in English (the default language)
 *   dist/<path>/index.html         every other route (/dashboard -> dist/dashboard/index.html)
 *   dist/404.html                  the not-found page, which servers answer with status 404
 *   dist/lang/<language>/...       the same pages in each other language (dist/lang/ar/dashboard/index.html)
 *
 * The server picks the language's page by the `language` cookie (deploy/nginx.conf); the path stays
 * the route's.
 *
 * The sample world is rendered on the build machine's day (`PRERENDER_DAY=YYYY-MM-DD` sets another,
 * as the browser tests' build does); the page carries that day, and a browser on another day hydrates
 * it on that day, then shows today's (src/platform/worldDay.ts).
 */
import { mkdtemp, readdir, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { routeManifest } from '../src/data/routes.ts';
import { bootElementId, type BootData } from '../src/app/boot.ts';
import { defaultLanguage, directionOf, supportedLanguages, type Language } from '../src/i18n/language.ts';

type Strings = Record<string, Record<string, unknown>>;

interface ServerEntry {
  renderPage: (
    url: string,
    language: Language,
    strings: Strings,
    day: string,
  ) => Promise<{ html: string; styles: string; status: number; formats: string[] }>;
  worldToday: () => string;
  shellNamespaces: readonly string[];
}

/** A path that no route has: the not-found page. */
const notFoundProbe = '/404';

/** The folder of the pages in languages other than the default: `lang/<language>/`. */
const languagePagesDir = 'lang';

/** JSON that is safe inside a `<script>` element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

async function languageStrings(outDir: string, language: Language): Promise<Strings> {
  const dir = join(outDir, 'locales', language);
  const strings: Strings = {};
  for (const file of await readdir(dir)) {
    if (file.endsWith('.json')) {
      strings[file.slice(0, -5)] = JSON.parse(await readFile(join(dir, file), 'utf8')) as Record<
        string,
        unknown
      >;
    }
  }
  return strings;
}

/** The page: the template with the rendered markup in `#root`, its styles, title and boot data. */
function composePage(template: string, rendered: { html: string; styles: string }, boot: BootData): string {
  const html = `<html lang="${boot.language}" dir="${directionOf(boot.language)}">`;
  if (!template.includes('<html lang="en" dir="ltr">'))
    throw new Error('index.html: no <html lang="en" dir="ltr">');
  // React writes the route's <title> first; it belongs in the head, in place of the template's.
  const title = /^<title>[^<]*<\/title>/.exec(rendered.html)?.[0];
  const markup = title ? rendered.html.slice(title.length) : rendered.html;
  const bootScript = `<script type="application/json" id="${bootElementId}">${scriptJson(boot)}</script>`;
  let page = template
    .replace('<html lang="en" dir="ltr">', () => html)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>\n    ${bootScript}`)
    .replace('</head>', () => `    ${rendered.styles}\n  </head>`);
  if (title) page = page.replace(/<title>[^<]*<\/title>/, () => title);
  return page;
}

export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'silk-road:prerender',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const outDir = resolve(config.root, config.build.outDir);
        // Inside the project, so the server build finds its packages in node_modules.
        const cacheDir = join(config.root, 'node_modules', '.cache');
        await mkdir(cacheDir, { recursive: true });
        const serverDir = await mkdtemp(join(cacheDir, 'prerender-'));
        try {
          await build({
            configFile: config.configFile,
            mode: config.mode,
            logLevel: 'warn',
            build: {
              ssr: 'src/app/prerender.tsx',
              outDir: serverDir,
              emptyOutDir: true,
              copyPublicDir: false,
              minify: false,
            },
          });
          if (process.env.PRERENDER_DAY) process.env.VITE_WORLD_TODAY = process.env.PRERENDER_DAY;
          const server = (await import(pathToFileURL(join(serverDir, 'prerender.js')).href)) as ServerEntry;
          const template = await readFile(join(outDir, 'index.html'), 'utf8');
          const day = server.worldToday();
          const pages = [
            ...routeManifest.map(({ id, path }) => ({ path, namespace: id })),
            { path: notFoundProbe, namespace: undefined },
          ];
          for (const language of supportedLanguages) {
            const strings = await languageStrings(outDir, language);
            const languageDir =
              language === defaultLanguage ? outDir : join(outDir, languagePagesDir, language);
            for (const { path, namespace } of pages) {
              const pageStrings = Object.fromEntries(
                [...server.shellNamespaces, ...(namespace ? [namespace] : [])].map((ns) => [
                  ns,
                  strings[ns] ?? {},
                ]),
              );
              const rendered = await server.renderPage(`http://localhost${path}`, language, strings, day);
              const page = composePage(template, rendered, {
                day,
                language,
                strings: pageStrings,
                formats: rendered.formats,
              });
              const file =
                path === notFoundProbe
                  ? join(languageDir, '404.html')
                  : path === '/'
                    ? join(languageDir, 'index.html')
                    : join(languageDir, path.slice(1), 'index.html');
              await mkdir(join(file, '..'), { recursive: true });
              await writeFile(file, page);
            }
          }
          config.logger.info(
            `prerendered ${pages.length} pages in ${supportedLanguages.length} languages on the sample world's ${day}`,
          );
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
