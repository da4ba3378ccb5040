/**
 * A click before the app is live: the head's capture script (run here as index.html has it) keeps the
 * first click on a control marked `data-capture`, and the app clicks that control again once live.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endClickCapture, replayClick } from '../../src/platform/clickCapture';
import { renderApp, shellReady } from '../support/renderApp';

/** The inline script of index.html that sets up `srtCapture`. */
const captureScript = (() => {
  // From the project root, where Vitest runs.
  const html = readFileSync('index.html', 'utf8');
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .find((code) => code.includes('srtCapture'));
  if (!script) throw new Error('index.html has no capture script');
  return script;
})();

/** The prerendered page before its JavaScript: the script has run, React has not. */
function prerenderedPage(markup: string) {
  // The page's own inline script, run in the global scope as the browser runs it.
  (0, eval)(captureScript);
  const page = document.createElement('div');
  page.innerHTML = markup;
  document.body.append(page);
  return page;
}

/**
 * Renders the app over the page and, once it is live, does the kept click, as `src/main.tsx` does. The
 * browser's router starts with the page's screen in place; this one loads it after the first render,
 * so the click waits for the layout.
 */
function goLive(page: HTMLElement, path = '/') {
  endClickCapture();
  page.remove();
  return renderApp(path, {
    onLive: () => void shellReady(document.body).then(() => replayClick(endClickCapture())),
  });
}

describe('a click before the app is live', () => {
  it('Login clicked before the JavaScript logs in once the app is live, once', async () => {
    const page = prerenderedPage(
      '<a href="/dashboard">Dashboard</a><button data-capture="login">Login</button>',
    );
    fireEvent.click(page.querySelector('a') as HTMLElement);
    fireEvent.click(page.querySelector('button') as HTMLElement);
    expect(window.srtCapture?.key).toBe('login');

    goLive(page);
    expect(await screen.findByRole('button', { name: 'LW, Account menu' })).toBeTruthy();
    expect(await screen.findAllByText('You are logged in.')).toHaveLength(1);
  });

  it('a menu clicked before the JavaScript opens once the app is live', async () => {
    const page = prerenderedPage('<button data-capture="language">EN</button>');
    fireEvent.click(page.querySelector('button') as HTMLElement);
    goLive(page);
    expect(await screen.findByRole('menuitemradio', { name: 'العربية' })).toBeTruthy();
  });

  it('only the first marked click is kept, and none after React has the page', () => {
    const page = prerenderedPage(
      '<button data-capture="notifications">Bell</button><button data-capture="login">Login</button>',
    );
    const [bell, login] = page.querySelectorAll('button');
    fireEvent.click(bell as HTMLElement);
    fireEvent.click(login as HTMLElement);
    expect(endClickCapture()).toBe('notifications');
    fireEvent.click(login as HTMLElement);
    expect(window.srtCapture?.key).toBe('notifications');
    page.remove();
  });

  it('without a kept click the app does nothing on going live', async () => {
    const page = prerenderedPage('<button>Unmarked</button>');
    fireEvent.click(page.querySelector('button') as HTMLElement);
    let live = false;
    endClickCapture();
    page.remove();
    renderApp('/', {
      onLive: () => {
        live = true;
        replayClick(endClickCapture());
      },
    });
    await waitFor(() => expect(live).toBe(true));
    // The layout renders once the router has the screen: after the app went live.
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByText('You are logged in.')).toBeNull();
  });
});
