/**
 * Loading the shell runtime on intent (as `src/main.tsx` does): nothing loads until the member shows
 * intent; a static control used before the runtime arrives asks for it, and the runtime replays it.
 */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { firstIntent } from '../../src/platform/firstIntent';
import { loadShell, renderApp, shellReady } from '../support/renderApp';

/** The runtime chunk is transformed on first import: on a busy machine that alone can take seconds. */
const runtimeArrives = { timeout: 15_000 };

describe('shell runtime on intent', () => {
  it('waits for the first sign of intent before loading the runtime', async () => {
    const load = vi.fn(loadShell);
    const { container } = renderApp('/dashboard', { loadShell: load, loadShellWhen: firstIntent() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Trade Dashboard' })).toBeTruthy();
    expect(container.querySelector('[data-shell="static"]')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    fireEvent.pointerMove(window);
    await shellReady(container);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('replays Login pressed on the static control', async () => {
    renderApp('/', { loadShellWhen: firstIntent() });
    fireEvent.click(await screen.findByRole('button', { name: 'Login' })); // a bare click: see below
    expect(await screen.findByRole('button', { name: 'LW, Account menu' }, runtimeArrives)).toBeTruthy();
    expect(await screen.findByText('You are logged in.')).toBeTruthy();
  });

  it('replays a language menu opened on the static control', async () => {
    renderApp('/', { loadShellWhen: firstIntent() });
    // A bare click (no pointerdown first): with user.click the pointerdown alone is intent, and when
    // the runtime is already cached it can swap the controls before the click lands on the static one.
    fireEvent.click(await screen.findByRole('button', { name: 'EN, Language: English' }));
    expect(await screen.findByRole('menuitemradio', { name: 'العربية' }, runtimeArrives)).toBeTruthy();
  });

  it('a press alone on the static control is enough: the click may never land once the runtime swaps it', async () => {
    renderApp('/', { loadShellWhen: firstIntent() });
    const language = await screen.findByRole('button', { name: 'EN, Language: English' });
    // Only the press: the runtime (cached or not) may replace the control before any click.
    fireEvent.pointerDown(language, { button: 0 });
    expect(await screen.findByRole('menuitemradio', { name: 'العربية' }, runtimeArrives)).toBeTruthy();
  });

  it('a press with the secondary button or Ctrl asks for nothing', async () => {
    const { container } = renderApp('/', { loadShellWhen: firstIntent() });
    const login = await screen.findByRole('button', { name: 'Login' });
    fireEvent.pointerDown(login, { button: 2 });
    fireEvent.pointerDown(login, { button: 0, ctrlKey: true });
    await shellReady(container);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByText('You are logged in.')).toBeNull();
  });
});
