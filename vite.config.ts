/// <reference types="vitest/config" />
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { routeManifest } from './src/data/routes.ts';
import { worldAnchorDay } from './src/data/worldAnchor.ts';
import { prerenderPages } from './scripts/prerender.ts';

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

/**
 * Starts the app's JavaScript once the prerendered page has painted its content, so that on a slow link the page
 * itself comes first: an inline script in index.html adds the entry module, with preloads of the
 * opened route's screen chunk and the chunks it imports (picked for `location.pathname` from a map
 * written at build time, kept as `self.srtRouteFiles` for later navigations: src/platform/routeFiles.ts).
 * A page in another language asks for its translation file at once: it stays hidden until it has it.
 */
function routePreload(): Plugin {
  let base = '/';
  return {
    name: 'silk-road:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, path }) {
        // The app's page only: Storybook's preview (iframe.html) starts its code as it comes.
        if (!bundle || path !== '/index.html') return html;
        const chunks = Object.values(bundle).filter(
          (item): item is Rollup.OutputChunk => item.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (fileName: string, seen = new Set<string>()): Set<string> => {
          if (seen.has(fileName)) return seen;
          seen.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, seen);
          return seen;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        const inEntry = entry ? withImports(entry.fileName) : new Set<string>();
        // What the entry imports in its later tasks (src/main.tsx): the shell's providers, member store
        // and routes, React DOM's client. Asked for with the entry, so that no start-up task waits for
        // a request.
        const startUp = [
          /[\\/]src[\\/]app[\\/]AppProviders\.tsx$/,
          /[\\/]src[\\/]platform[\\/]memberStore\.ts$/,
          /[\\/]src[\\/]app[\\/]routes\.tsx$/,
          /[\\/]react-dom[\\/]client\.js$/,
        ].map((module) => {
          const chunk = chunks.find(
            (item) => entry?.dynamicImports.includes(item.fileName) && module.test(item.facadeModuleId ?? ''),
          );
          if (!chunk) throw new Error(`index.html: the entry imports no chunk for ${String(module)}`);
          return chunk.fileName;
        });
        const startUpFiles = new Set(startUp.flatMap((fileName) => [...withImports(fileName)]));
        for (const fileName of inEntry) startUpFiles.delete(fileName);
        const inStart = new Set([...inEntry, ...startUpFiles]);
        const routes: Record<string, { files: string[]; namespace: string }> = {};
        for (const { id, path, screen } of routeManifest) {
          const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(`/${screen}`));
          if (!chunk) continue;
          const files = [...withImports(chunk.fileName)].filter((file) => !inStart.has(file));
          routes[path] = { files: files.map((file) => base + file), namespace: id };
        }
        const locales = `${base}locales/`;
        const version = process.env.VITE_LOCALES_VERSION ?? '';
        const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entryTag?.[1])
          throw new Error('index.html: no entry <script type="module"> to start after the first paint');
        // The entry first, then one preload a task, what the entry imports next before the route's
        // screen: each request costs the main thread a few ms, and a dozen in one task made a long
        // task of their own.
        const start = [
          'function start(){if(started)return;started=true;',
          "var s=document.createElement('script');s.type='module';s.crossOrigin='anonymous';",
          `s.src=${JSON.stringify(entryTag[1])};document.head.appendChild(s);`,
          `var q=${JSON.stringify([...startUpFiles].map((file) => base + file))}.concat(r?r.files:[]);`,
          "(function next(){var f=q.shift();if(f){add('modulepreload',f);setTimeout(next,0);}})();}",
        ].join('');
        // Once the document is parsed (hydration needs all of it; a module added by a script does not
        // wait for it), and after the first contentful paint, except for a page the head's script keeps
        // hidden until the app has applied the stored language or the query (data-pending), or where
        // paints are not observable.
        const script = `<script>(function(){var p=location.pathname;while(p.length>1&&p.slice(-1)==='/')p=p.slice(0,-1);var m=self.srtRouteFiles=${JSON.stringify(routes)},r=m[p],started=false;function add(rel,href,as){var l=document.createElement('link');l.rel=rel;l.href=href;if(as){l.as=as;l.crossOrigin='anonymous';}document.head.appendChild(l);}var lang=document.documentElement.lang;if(r&&lang!=='en')add('preload',${JSON.stringify(locales)}+lang+'/'+r.namespace+'.json?v=${version}','fetch');${start}function parsed(){if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',start);else start();}if(document.documentElement.hasAttribute('data-pending'))return parsed();try{new PerformanceObserver(function(list,observer){if(!list.getEntriesByName('first-contentful-paint').length)return;observer.disconnect();parsed();}).observe({type:'paint',buffered:true});}catch(e){parsed();}})();</script>`;
        html = html.replace(entryTag[0], '');
        return html.replace('</head>', `    ${script}\n  </head>`);
      },
    },
  };
}

/**
 * A strict content security policy for the built app, as a meta tag: scripts only from this origin
 * plus the inline scripts of index.html, allowed by their SHA-256 hashes computed here from the final
 * page (so an edit to them cannot silently break the policy). Styles: emotion writes <style> elements
 * at run time and index.html inlines the first paint's critical styles, so style-src allows inline
 * styles, and nothing wider. The same policy plus frame-ancestors 'none' (which a meta tag cannot set)
 * goes to `nginx/csp.conf` in the build, the header deploy/nginx.conf includes, so "copy dist, use the
 * configuration" sends the policy of the build it serves.
 */
function contentSecurityPolicy(): Plugin {
  let outDir = '';
  let headerPolicy: string | undefined;
  return {
    name: 'silk-road:content-security-policy',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      if (headerPolicy === undefined) return;
      mkdirSync(join(outDir, 'nginx'), { recursive: true });
      writeFileSync(
        join(outDir, 'nginx', 'csp.conf'),
        `# Written by the build (vite.config.ts): the pages' content security policy, as a header.\n` +
          `add_header Content-Security-Policy "${headerPolicy}" always;\n`,
      );
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
        const hashes = inline.map((code) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
        const policy = [
          "default-src 'self'",
          `script-src 'self' ${hashes.join(' ')}`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data: blob:",
          "font-src 'self'",
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'none'",
          "form-action 'self'",
          "worker-src 'self'",
          "manifest-src 'self'",
        ].join('; ');
        // Inside nginx's double quotes: hashes and keywords never hold a quote, a $ or a backslash.
        if (/["$\\]/.test(policy))
          throw new Error(`The content security policy cannot go into nginx: ${policy}`);
        if (html.includes('<meta charset="UTF-8" />')) headerPolicy = `${policy}; frame-ancestors 'none'`;
        return html.replace(
          '<meta charset="UTF-8" />',
          `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
        );
      },
    },
  };
}

/**
 * The installable app: the web app manifest and the service worker (src/sw.ts), whose precache lists
 * every prerendered page, the JavaScript and CSS (the world map's atlas is in its chunk), the five
 * languages' translation files and the icons. The worker is built at `closeBundle` after the
 * prerendering plugin (both run last, in plugin order), so the pages it lists are the prerendered ones.
 * The app registers it itself once the page has loaded (src/platform/serviceWorker.ts).
 */
function installableApp(): Plugin[] {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src',
    filename: 'sw.ts',
    registerType: 'prompt',
    injectRegister: false,
    integration: { closeBundleOrder: 'post' },
    manifest: {
      name: 'Silk Road Trade',
      // What fits under an icon on a home screen (12 characters or fewer).
      short_name: 'Silk Road',
      description: 'Cross-border B2B barter and commodity trade, valued in SDR.',
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The header's navy (palette.navy[900]); dark mode's is in index.html's theme-color metas.
      theme_color: '#0d1b34',
      background_color: '#f7f8fa',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    injectManifest: {
      // The manifest and its icons join the precache through the plugin (includeManifestIcons):
      // globbing them too listed each twice.
      globPatterns: ['**/*.{html,js,css,json,svg}'],
      // The other languages' pages (lang/<language>/…), which nginx serves only in place of a path's
      // English page by the language cookie: fetched by their own address they are 404s, and the
      // worker answers every path with its English page, which the app switches to the stored
      // language as it does for any page in another language (docs/offline.md).
      globIgnores: ['lang/**', 'nginx/**'],
      // The translations by the address the app asks for, with the `?v=` of their version
      // (src/i18n/i18n.ts): a newer deploy's page, which the network brings while this version's
      // worker still runs, asks for a newer `?v=`, which this precache does not hold, so it gets the
      // newer strings from the network, not this version's.
      manifestTransforms: [
        (entries) => ({
          manifest: entries.map((entry) =>
            entry.url.startsWith('locales/')
              ? { ...entry, url: `${entry.url}?v=${process.env.VITE_LOCALES_VERSION ?? ''}` }
              : entry,
          ),
        }),
      ],
      minify: true,
    },
  });
}

/**
 * The shell's modules, which src/main.tsx imports after the entry's: what its providers import (also
 * a group of their own, evaluated first), what its routes import, and the layout every screen is
 * built on (under 1 kB), so that a screen that needs nothing else, as Home, loads no `common`. And for every other module, how many route screens reach it
 * (through their own lazy parts too: a dialog a screen opens is that screen's). Found once the module
 * graph is built, for the `providers`, `shell` and `common` chunk groups.
 */
const sourceFile = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));
const providerRoots = ['src/app/AppProviders.tsx'].map(sourceFile);
const shellRoots = [
  ...providerRoots,
  ...['src/app/routes.tsx', 'src/components/primitives/ScreenLayout.tsx'].map(sourceFile),
];
const screenFiles = routeManifest.map(({ screen }) => sourceFile(screen));
const providerModules = new Set<string>();
const shellModules = new Set<string>();
const screensReaching = new Map<string, number>();
function findModuleGroups(): Plugin {
  return {
    name: 'silk-road:module-groups',
    buildEnd() {
      /** Every module `roots` import, statically or lazily (`lazily: false`: statically only). */
      const reach = (roots: string[], lazily: boolean, stopAt?: Set<string>) => {
        const seen = new Set<string>();
        const next = [...roots];
        for (let id = next.pop(); id !== undefined; id = next.pop()) {
          if (seen.has(id) || stopAt?.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          next.push(...(info?.importedIds ?? []), ...(lazily ? (info?.dynamicallyImportedIds ?? []) : []));
        }
        return seen;
      };
      providerModules.clear();
      for (const id of reach(providerRoots, false)) providerModules.add(id);
      shellModules.clear();
      for (const id of reach(shellRoots, false)) shellModules.add(id);
      screensReaching.clear();
      for (const screen of screenFiles)
        for (const id of reach([screen], true, shellModules))
          screensReaching.set(id, (screensReaching.get(id) ?? 0) + 1);
    },
  };
}

export default defineConfig({
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    findModuleGroups(),
    routePreload(),
    contentSecurityPolicy(),
    prerenderPages(),
    installableApp(),
  ],
  resolve: {
    alias: {
      // Emotion's withTheme (unused) would bring hoist-non-react-statics and react-is to every first paint.
      'hoist-non-react-statics': fileURLToPath(new URL('./src/app/hoistStaticsShim.ts', import.meta.url)),
      // Radix's useId sets its id as state on mount, which makes the first navigation render twice.
      '@radix-ui/react-id': fileURLToPath(new URL('./src/app/radixIdShim.ts', import.meta.url)),
      // Radix's Presence sets state as it mounts, which makes hydration's commit render the header again.
      '@radix-ui/react-presence': fileURLToPath(new URL('./src/app/radixPresenceShim.tsx', import.meta.url)),
      // Radix's hydration check makes every tab and toggle render again right after hydration.
      '@radix-ui/react-use-is-hydrated': fileURLToPath(
        new URL('./src/app/radixIsHydratedShim.ts', import.meta.url),
      ),
    },
  },
  build: {
    // No manifest: it lists source paths.
    target: 'es2022',
    // Preloads come from one place, not from lists inside the JavaScript: the route map index.html
    // carries (routePreload) preloads the opened route's chunks, and src/platform/routeFiles.ts the next
    // route's when the member navigates.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rolldownOptions: {
      output: {
        // The modules two or more chunks share, in a few chunks by when the page starts them
        // (src/main.tsx), each evaluated in a task of its own: `shared`, what the entry imports itself;
        // `providers`, what the shell's providers import; `shell`, what its routes import (and the
        // screens' layout), a task after the providers' so that neither is as long as both (and the
        // routes' own chunk, with the header, a task after it); `common`, what two or more screens
        // share, evaluated with the opened screen; `vendor`, React DOM, with its client. Not
        // Rolldown's own splitting: its dozens of sub-2 kB chunks cost a request each (on a slow
        // link, each one a round trip), and a page load took 70% more CPU in a browser. What
        // one screen shares only with its own dialogs and tabs is not common: every other screen would
        // load it too (three quarters of the group's code, when it held all that two chunks share);
        // Rolldown puts it in the screen's chunk or in one small chunk beside it.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'shared', minShareCount: 2, priority: -1, tags: ['$initial'] },
            { name: 'providers', minShareCount: 2, priority: -2, test: (id) => providerModules.has(id) },
            { name: 'shell', minShareCount: 2, priority: -3, test: (id) => shellModules.has(id) },
            {
              name: 'common',
              minShareCount: 2,
              priority: -4,
              test: (id) => (screensReaching.get(id) ?? 0) >= 2,
            },
          ],
        },
      },
    },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  test: {
    // Rules and machines run in Node; what renders or reads the browser's objects in happy-dom. A DOM
    // for every file took twice the time of the hundred rule and machine files.
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // A file that needs the browser's objects says so: `// @vitest-environment happy-dom`.
          include: ['tests/{machines,data}/**/*.test.ts', '.storybook/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: [
            'tests/{components,platform}/**/*.test.{ts,tsx}',
            '.storybook/workbench/tests/*.test.{ts,tsx}',
          ],
        },
      },
    ],
    // The second set-up file and the global one record transition coverage of the machine tests
    // (tests/support/machineCoverage.ts; `npm run coverage:machines`).
    setupFiles: ['tests/setup.ts', 'tests/setupMachineCoverage.ts'],
    globalSetup: ['tests/support/machineCoverage.global.ts'],
    restoreMocks: true,
    // Radix through Vite, so that its `@radix-ui/react-id` is the app's stand-in, as in the build.
    server: { deps: { inline: ['radix-ui', /[\\/]@radix-ui[\\/]/] } },
    // The sample world reads as written (src/data/sampleWorld.ts): today is its anchor day.
    env: { VITE_WORLD_TODAY: worldAnchorDay },
    maxWorkers: 2,
    // The test files of a worker share its modules instead of each importing them afresh (40% less
    // time and CPU), so a module's state outlives a file: tests/setup.ts resets what tests change.
    isolate: false,
  },
});
