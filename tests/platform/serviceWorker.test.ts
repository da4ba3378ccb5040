import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ServiceWorkerModule from '../../src/platform/serviceWorker';
import type { WorkerHost } from '../../src/platform/serviceWorker';
import {
  isPrecacheable,
  keptPageFallback,
  keptPageOf,
  notFoundResponse,
  pageFilesOf,
  skipWaitingMessage,
} from '../../src/platform/serviceWorkerRules';

type Module = typeof ServiceWorkerModule;

/** A service worker the test moves through its states. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  update = vi.fn(() => Promise.resolve(this));
  found(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function fakeBrowser({
  controlled = true,
  loaded = true,
  registration,
}: { controlled?: boolean; loaded?: boolean; registration?: FakeRegistration | null } = {}) {
  registration = registration === undefined ? new FakeRegistration() : registration;
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: vi.fn(() => Promise.resolve(registration ?? undefined)),
  });
  const page = new EventTarget();
  const doc = Object.assign(new EventTarget(), {
    readyState: loaded ? 'complete' : 'interactive',
    visibilityState: 'visible',
  });
  const host = {
    container: container as unknown as WorkerHost['container'],
    document: doc as unknown as WorkerHost['document'],
    window: page as unknown as Window,
    reload: vi.fn(),
  } satisfies WorkerHost;
  return { container, page, doc, host, registration };
}

/** Lets the registration's promise settle. */
const settle = () => act(() => Promise.resolve());

let sw: Module;
beforeEach(async () => {
  vi.resetModules();
  sw = await import('../../src/platform/serviceWorker');
});

describe('registerServiceWorker', () => {
  it('waits for the page to load before registering', async () => {
    const { container, page, host } = fakeBrowser({ loaded: false });
    sw.registerServiceWorker('/sw.js', host);
    expect(container.register).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('load'));
    await settle();
    expect(container.register).toHaveBeenCalledExactlyOnceWith('/sw.js');
  });

  it('offers a new version once it is installed, and only Reload hands over and reloads', async () => {
    const { container, host, registration } = fakeBrowser();
    const { result } = renderHook(() => sw.useAppUpdate());
    sw.registerServiceWorker('/sw.js', host);
    await settle();
    const next = new FakeWorker();
    act(() => registration?.found(next));
    expect(result.current.status).toBe('none');
    act(() => next.become('installed'));
    expect(result.current.status).toBe('available');
    expect(next.postMessage).not.toHaveBeenCalled();

    act(() => (result.current.status === 'available' ? result.current.apply() : undefined));
    expect(result.current.status).toBe('applying');
    expect(next.postMessage).toHaveBeenCalledExactlyOnceWith({ type: skipWaitingMessage });
    expect(host.reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(host.reload).toHaveBeenCalledOnce();
  });

  /** A page registered while a version from an earlier visit waits, and the update hook on it. */
  async function withVersionWaiting() {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    registration.waiting = waiting;
    const { host } = fakeBrowser({ registration });
    sw.registerServiceWorker('/sw.js', host);
    await settle();
    const { result } = renderHook(() => sw.useAppUpdate());
    return { waiting, result };
  }

  it('offers a version already waiting from an earlier visit', async () => {
    const { result } = await withVersionWaiting();
    expect(result.current.status).toBe('available');
  });

  it('offers nothing for the first worker: there is no older version to replace', async () => {
    const { container, host, registration } = fakeBrowser({ controlled: false });
    const { result } = renderHook(() => sw.useAppUpdate());
    sw.registerServiceWorker('/sw.js', host);
    await settle();
    const first = new FakeWorker();
    act(() => registration?.found(first));
    act(() => first.become('installed'));
    act(() => void container.dispatchEvent(new Event('controllerchange')));
    expect(result.current.status).toBe('none');
    expect(host.reload).not.toHaveBeenCalled();
  });

  it("after another tab's Reload, offers a reload here without doing it", async () => {
    const { container, host } = fakeBrowser();
    const { result } = renderHook(() => sw.useAppUpdate());
    sw.registerServiceWorker('/sw.js', host);
    await settle();
    act(() => void container.dispatchEvent(new Event('controllerchange')));
    expect(host.reload).not.toHaveBeenCalled();
    expect(result.current.status).toBe('available');
    act(() => (result.current.status === 'available' ? result.current.apply() : undefined));
    expect(host.reload).toHaveBeenCalledOnce();
  });

  it('closing the toast keeps the version waiting and shows nothing more', async () => {
    const { waiting, result } = await withVersionWaiting();
    act(() => sw.dismissAppUpdate());
    expect(result.current.status).toBe('dismissed');
    expect(waiting.postMessage).not.toHaveBeenCalled();
  });

  it('looks for a new version when the member comes back to the app or the network comes back', async () => {
    const { page, doc, host, registration } = fakeBrowser();
    sw.registerServiceWorker('/sw.js', host);
    await settle();
    expect(registration?.update).not.toHaveBeenCalled();
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(registration?.update).not.toHaveBeenCalled();
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(registration?.update).toHaveBeenCalledOnce();
    page.dispatchEvent(new Event('online'));
    expect(registration?.update).toHaveBeenCalledTimes(2);
  });

  it('a failed look (offline) is quiet', async () => {
    const { page, host, registration } = fakeBrowser();
    registration?.update.mockRejectedValue(new TypeError('Failed to update a ServiceWorker'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sw.registerServiceWorker('/sw.js', host);
    await settle();
    page.dispatchEvent(new Event('online'));
    await settle();
    expect(registration?.update).toHaveBeenCalledOnce();
    expect(warn).not.toHaveBeenCalled();
  });

  it('stays quiet when the browser registers nothing, and warns when registration fails', async () => {
    const blocked = fakeBrowser({ registration: null });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sw.registerServiceWorker('/sw.js', blocked.host);
    await settle();
    expect(warn).not.toHaveBeenCalled();

    const failing = fakeBrowser();
    failing.container.register.mockRejectedValue(new Error('SecurityError'));
    sw.registerServiceWorker('/sw.js', failing.host);
    await settle();
    await settle();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('pageFilesOf: the prerendered page that answers a path', () => {
  it.each([
    ['/srd-wallet', '/srd-wallet/index.html'],
    ['/srd-wallet/', '/srd-wallet/index.html'],
    ['/srd-wallet//', '/srd-wallet/index.html'],
    ['/srd-wallet?tab=send', '/srd-wallet/index.html'],
    ['/', '/index.html'],
    ['/no-such-page', '/no-such-page/index.html'],
  ])('%s -> %s', (path, file) => {
    expect(pageFilesOf(new URL(path, 'https://srt.example')).map((url) => url.pathname)).toEqual([file]);
  });

  it.each(['/assets/index-abc.js', '/locales/en/common.json', '/404.html'])(
    '%s is a file, not a page',
    (path) => {
      expect(pageFilesOf(new URL(path, 'https://srt.example'))).toEqual([]);
    },
  );
});

describe('isPrecacheable: what installing a version may keep', () => {
  const scope = 'https://srt.example/';
  it.each([
    ['/srd-wallet/index.html', 200, true],
    ['/assets/index-abc.js', 200, true],
    // The not-found page as nginx serves it: only as an error page, so with its 404.
    ['/404.html', 404, true],
    ['/404.html', 200, true],
    ['/srd-wallet/index.html', 404, false],
    ['/locales/en/common.json', 500, false],
    ['/404.html', 500, false],
    ['/app/404.html', 404, false],
  ])('%s with %i: %s', (path, status, kept) => {
    expect(isPrecacheable(new URL(path, scope), status, scope)).toBe(kept);
  });

  it('reads the not-found page in the scope of the worker', () => {
    const scope = 'https://srt.example/app/';
    expect(isPrecacheable(new URL('/app/404.html', scope), 404, scope)).toBe(true);
    expect(isPrecacheable(new URL('/404.html', scope), 404, scope)).toBe(false);
  });
});

describe('notFoundResponse: an unknown path', () => {
  it.each([200, 404])('is the not-found page with status 404 (precached with %i)', async (status) => {
    const page = new Response('<title>Page not found</title>', {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': "default-src 'self'",
      },
    });
    const response = notFoundResponse(page);
    expect(response.status).toBe(404);
    expect(response.statusText).toBe('Not Found');
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
    expect(await response.text()).toBe('<title>Page not found</title>');
  });
});

describe('keptPageOf: the page a navigation gets when the network does not answer', () => {
  const origin = 'https://srt.example';
  /** A precache holding Home, the wallet and the not-found page (precached with its 404). */
  const kept: Record<string, () => Response> = {
    [`${origin}/index.html`]: () => new Response('home'),
    [`${origin}/srd-wallet/index.html`]: () => new Response('wallet'),
    '404.html': () => new Response('not found', { status: 404 }),
  };
  const lookup = vi.fn((url: string) => Promise.resolve(kept[url]?.()));

  it.each([
    ['/srd-wallet', 'wallet'],
    ['/srd-wallet/?tab=send', 'wallet'],
    ['/', 'home'],
  ])('%s: its own English page', async (path, body) => {
    const response = await keptPageOf(new URL(path, origin), lookup);
    expect(response?.status).toBe(200);
    expect(await response?.text()).toBe(body);
  });

  it.each(['/no-such-page', '/srd-wallet/index.html', '/assets/gone-abc.js'])(
    '%s: the not-found page, with status 404',
    async (path) => {
      const response = await keptPageOf(new URL(path, origin), lookup);
      expect(response?.status).toBe(404);
      expect(await response?.text()).toBe('not found');
    },
  );

  it('nothing when not even the not-found page is kept', async () => {
    const empty = () => Promise.resolve(undefined);
    expect(await keptPageOf(new URL('/srd-wallet', origin), empty)).toBeUndefined();
  });

  it("as NetworkFirst's plugin: stands in for its cache, and stores nothing", async () => {
    const plugin = keptPageFallback(lookup);
    const request = new Request(`${origin}/srd-wallet`);
    const response = await plugin.cachedResponseWillBeUsed?.({
      cacheName: 'pages',
      request,
      cachedResponse: undefined,
      event: new Event('fetch') as ExtendableEvent,
      state: {},
    });
    expect(await response?.text()).toBe('wallet');
    const fetched = new Response('<html lang="ar">');
    expect(
      await plugin.cacheWillUpdate?.({
        request,
        response: fetched,
        event: new Event('fetch') as ExtendableEvent,
        state: {},
      }),
    ).toBeNull();
  });
});
