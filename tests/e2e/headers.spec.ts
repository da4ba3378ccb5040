/**
 * What the web server sends with each kind of file, as deployed (deploy/nginx.conf, which the browser
 * tests are served with): the content security policy of the build as a header, the other security
 * headers, caching by kind of file and compression.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { en, expect, test } from './fixtures';

/** The build under test, as playwright.config.ts serves it. */
const dist = process.env.E2E_DIST ?? 'dist';

const longCache = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const permissionsPolicy =
  /^clipboard-read=\(self\), clipboard-write=\(self\), camera=\(\), microphone=\(\), geolocation=\(\), payment=\(\), usb=\(\)/;

function get(
  request: APIRequestContext,
  path: string,
  encoding = 'gzip',
  headers: Record<string, string> = {},
) {
  return request.get(path, { headers: { 'Accept-Encoding': encoding, ...headers }, maxRedirects: 0 });
}

/** The policy of the page's meta tag. */
function metaPolicy(html: string): string {
  const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
  expect(policy, 'the page has a content security policy meta tag').toBeTruthy();
  return policy ?? '';
}

/** The security headers every response carries; the policy is the page's plus frame-ancestors. */
function expectSecurityHeaders(response: APIResponse, pagePolicy: string) {
  const headers = response.headers();
  const where = response.url();
  expect(headers['content-security-policy'], where).toBe(`${pagePolicy}; frame-ancestors 'none'`);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], where).toMatch(permissionsPolicy);
}

test('pages, assets and the not-found page carry the security headers, their caching and compression', async ({
  request,
}) => {
  const home = await get(request, '/');
  const homeHtml = await home.text();
  const policy = metaPolicy(homeHtml);

  await test.step('a route, with and without its trailing slash', async () => {
    const page = await get(request, '/srd-wallet');
    expect(page.status()).toBe(200);
    expect(page.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers()['cache-control']).toBe(revalidate);
    expect(page.headers()['content-encoding']).toBe('gzip');
    // Each language has its own page at the path, picked by the language cookie.
    expect(page.headers()['vary']).toBe('Accept-Encoding, Cookie');
    expectSecurityHeaders(page, policy);
    // Every page's header is its own meta tag's policy (one build, one policy).
    expect(metaPolicy(await page.text())).toBe(policy);

    const slash = await get(request, '/srd-wallet/?tab=receive');
    expect(slash.status()).toBe(301);
    expect(slash.headers()['location']).toBe('/srd-wallet?tab=receive');
    expectSecurityHeaders(slash, policy);

    // no-cache costs a revalidation, not a download.
    const etag = page.headers()['etag'] ?? '';
    expect(etag).not.toBe('');
    const again = await get(request, '/srd-wallet', 'gzip', { 'If-None-Match': etag });
    expect(again.status()).toBe(304);
  });

  await test.step('hashed assets: cached for a year, compressed', async () => {
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(homeHtml)?.[1] ?? '';
    const style = /href="(\/assets\/[^"]+\.css)"/.exec(homeHtml)?.[1];
    expect(script).not.toBe('');
    const js = await get(request, script);
    expect(js.status()).toBe(200);
    expect(js.headers()['content-type']).toBe('application/javascript; charset=utf-8');
    expect(js.headers()['cache-control']).toBe(longCache);
    expect(js.headers()['content-encoding']).toBe('gzip');
    expectSecurityHeaders(js, policy);
    const brotli = await get(request, script, 'br');
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(await brotli.text()).toBe(await js.text());
    if (style) expect((await get(request, style)).headers()['cache-control']).toBe(longCache);
  });

  await test.step('an unknown path: the not-found page, with status 404', async () => {
    for (const path of ['/no-such-page', '/assets/no-such-file.js', '/404.html']) {
      const missing = await get(request, path);
      expect(missing.status(), path).toBe(404);
      expect(missing.headers()['content-type'], path).toBe('text/html; charset=utf-8');
      expect(missing.headers()['cache-control'], path).toBe(revalidate);
      expect(missing.headers()['content-encoding'], path).toBe('gzip');
      expectSecurityHeaders(missing, policy);
      expect(await missing.text(), path).toContain(
        `<title>${en.common.notFound.title} · ${en.common.appName}</title>`,
      );
    }
  });

  await test.step("the server's own configuration is not served", async () => {
    expect(existsSync(join(dist, 'nginx', 'csp.conf'))).toBe(true);
    const conf = await get(request, '/nginx/csp.conf');
    expect(conf.status()).toBe(404);
    expect(await conf.text()).not.toContain('add_header');
  });

  await test.step('files at fixed addresses (service worker, manifest, icons, translations) are revalidated', async () => {
    // Whatever the build puts at the root besides the pages: sw.js and manifest.webmanifest at least. A
    // service worker or a manifest kept without revalidation would hold members on an old version.
    const rootFiles = readdirSync(dist, { withFileTypes: true })
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.html'))
      .map((entry) => `/${entry.name}`);
    expect(rootFiles).toEqual(expect.arrayContaining(['/sw.js', '/manifest.webmanifest']));
    const icons = readdirSync(join(dist, 'icons')).map((name) => `/icons/${name}`);
    expect(icons).toContain('/icons/icon-maskable-512.png');
    for (const path of ['/locales/en/common.json', ...rootFiles, ...icons]) {
      const file = await get(request, path);
      expect(file.status(), path).toBe(200);
      expect(file.headers()['cache-control'], path).toBe(revalidate);
      expect(file.headers()['etag'], path).toBeTruthy();
      expectSecurityHeaders(file, policy);
      if (path.endsWith('.js'))
        expect(file.headers()['content-type'], path).toBe('application/javascript; charset=utf-8');
      if (path.endsWith('.webmanifest'))
        expect(file.headers()['content-type'], path).toBe('application/manifest+json; charset=utf-8');
      if (path.endsWith('.png')) expect(file.headers()['content-type'], path).toBe('image/png');
      if (/\.(js|json|webmanifest)$/.test(path))
        expect(file.headers()['content-encoding'], path).toBe('gzip');
    }
  });
});

test('the browser applies the permissions policy: the clipboard allowed, the rest off', async ({
  page,
  consoleGuard,
}) => {
  await page.goto('/srd-wallet');
  const features = [
    'clipboard-write',
    'clipboard-read',
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
  ];
  const allowed = await page.evaluate((names) => {
    const policy = (document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } })
      .featurePolicy;
    return Object.fromEntries(names.map((name) => [name, policy?.allowsFeature(name)]));
  }, features);
  expect(allowed).toEqual({
    'clipboard-write': true,
    'clipboard-read': true,
    camera: false,
    microphone: false,
    geolocation: false,
    payment: false,
    usb: false,
  });
  // Every feature the header names is one the browser knows (it warns about the others).
  expect(consoleGuard.messages.filter((message) => message.text.includes('Permissions-Policy'))).toEqual([]);
});
