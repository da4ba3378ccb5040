/**
 * A small, dependency-free static file server for built output (the app's `dist`, Storybook's
 * `storybook-static`). It behaves like a sensible production host, so measurements made against it
 * (`npm run bench`) mean something:
 *
 * - gzip (zlib default level) for text responses when the request accepts it;
 * - `Cache-Control: no-cache` for HTML and unhashed files, a year + immutable for hashed `/assets/*`;
 * - every route is a prerendered page (`<path>/index.html`, with or without a trailing slash); any
 *   other path is answered with the not-found page (`404.html` at the root, when there is one) and
 *   status 404;
 * - no path traversal: every resolved path must stay inside `root`.
 *
 * API:  const { url, close } = await startServer({ root: 'dist', port: 4180 });
 * CLI:  node scripts/serve.mjs <root> <port> [--host=127.0.0.1]
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

const gzip = promisify(gzipCallback);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
};

/** Extensions that are worth compressing (already-compressed formats are not). */
const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

const LONG_CACHE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** True when the Accept-Encoding header allows gzip (a `q=0` refuses it). */
function acceptsGzip(header = '') {
  return header.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/** The file for a URL path inside root, or null when the path escapes root or is malformed. */
function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, '.' + (decoded.startsWith('/') ? decoded : '/' + decoded));
  return file === root || file.startsWith(root + sep) ? file : null;
}

async function fileStat(file) {
  try {
    const info = await stat(file);
    return info;
  } catch {
    return null;
  }
}

/**
 * Which file answers `urlPath`: the file itself or a directory's index.html. Null means 404,
 * undefined means forbidden.
 */
async function findFile(root, urlPath) {
  const file = resolveInside(root, urlPath);
  if (!file) return undefined;
  const info = await fileStat(file);
  if (info?.isFile()) return { file, info };
  if (info?.isDirectory()) {
    const index = join(file, 'index.html');
    const indexInfo = await fileStat(index);
    if (indexInfo?.isFile()) return { file: index, info: indexInfo };
  }
  return null;
}

function cacheControlFor(root, file, urlPath) {
  if (file.endsWith('.html')) return NO_CACHE;
  if (file.startsWith(join(root, 'assets') + sep) && urlPath.startsWith('/assets/')) return LONG_CACHE;
  return NO_CACHE;
}

/** Compressed bodies, kept per file version so repeated loads (e.g. Lighthouse runs) cost nothing. */
function createGzipCache() {
  const cache = new Map();
  return async (file, info, body) => {
    const key = `${file}:${info.size}:${info.mtimeMs}`;
    if (!cache.has(key)) cache.set(key, gzip(body));
    return cache.get(key);
  };
}

function sendText(res, status, text, headOnly) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(headOnly ? undefined : text);
}

function createHandler(root) {
  const gzipped = createGzipCache();
  return async (req, res) => {
    const headOnly = req.method === 'HEAD';
    if (req.method !== 'GET' && !headOnly) {
      res.setHeader('Allow', 'GET, HEAD');
      return sendText(res, 405, 'Method Not Allowed', false);
    }
    const urlPath = (req.url ?? '/').split(/[?#]/, 1)[0] || '/';
    let found = await findFile(root, urlPath);
    if (found === undefined) return sendText(res, 403, 'Forbidden', headOnly);
    let status = 200;
    if (found === null) {
      status = 404;
      found = await findFile(root, '/404.html');
      if (!found) return sendText(res, 404, 'Not Found', headOnly);
    }

    const { file, info } = found;
    const ext = extname(file).toLowerCase();
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
    const headers = {
      'Content-Type': CONTENT_TYPES[ext] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(root, file, urlPath),
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (COMPRESSIBLE.has(ext)) headers.Vary = 'Accept-Encoding';
    if (status === 200 && req.headers['if-none-match'] === etag) {
      res.writeHead(304, headers);
      return res.end();
    }

    let body = await readFile(file);
    if (COMPRESSIBLE.has(ext) && acceptsGzip(req.headers['accept-encoding'])) {
      body = await gzipped(file, info, body);
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = body.length;
    res.writeHead(status, headers);
    res.end(headOnly ? undefined : body);
  };
}

/**
 * Starts serving `root`. Resolves once listening (port 0 picks a free port); rejects on a listen
 * error such as EADDRINUSE. `close()` also drops keep-alive connections, so it returns promptly.
 */
export function startServer({ root, port, host = '127.0.0.1' }) {
  const absoluteRoot = resolve(root);
  const handler = createHandler(absoluteRoot);
  const server = createServer((req, res) => {
    handler(req, res).catch((error) => {
      if (!res.headersSent) sendText(res, 500, 'Internal Server Error', false);
      else res.destroy(error);
    });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const { port: actualPort } = server.address();
      const urlHost = host.includes(':') ? `[${host}]` : host;
      resolvePromise({
        url: `http://${urlHost}:${actualPort}`,
        server,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}

async function main(argv) {
  const positional = argv.filter((arg) => !arg.startsWith('--'));
  const option = (name) => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  const [root, port] = positional;
  if (!root || port === undefined || Number.isNaN(Number(port))) {
    console.error('Usage: node scripts/serve.mjs <root> <port> [--host=127.0.0.1]');
    process.exit(2);
  }
  const { url, close } = await startServer({
    root,
    port: Number(port),
    host: option('host') ?? '127.0.0.1',
  });
  console.log(url);
  const stop = () => close().then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
