import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, shellReady } from '../support/renderApp';

/** A dashboard screen that throws while `broken` is set. */
function brokenDashboard() {
  const state = { broken: true };
  function Dashboard() {
    if (state.broken) throw new Error('boom');
    return <p>Dashboard is back</p>;
  }
  return { state, screens: { dashboard: () => Promise.resolve({ default: Dashboard }) } };
}

describe('a screen that throws', () => {
  it('shows the error panel inside the layout, and Try again recovers', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { state, screens } = brokenDashboard();
    const { container, user } = renderApp('/dashboard', { screens });

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'This screen ran into a problem' })).toBeTruthy();
    expect(within(panel).getByText('boom')).toBeTruthy(); // technical details
    expect(within(panel).getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    // The layout is still there: title, navigation, footer.
    expect(screen.getByRole('heading', { level: 1, name: 'Trade Dashboard' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(panel.closest('main')).not.toBeNull();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Screen error at',
        '/dashboard',
        expect.objectContaining({ message: 'boom' }),
      ),
    );

    await shellReady(container);
    state.broken = false;
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dashboard is back')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Try again shows the panel again while the screen still throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { screens } = brokenDashboard();
    const { user, router } = renderApp('/dashboard', { screens });
    const before = router.state.location.key;
    await user.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(router.state.location.key).not.toBe(before));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('Go to Home leaves the broken screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { screens } = brokenDashboard();
    const { user } = renderApp('/dashboard', { screens });
    await user.click(within(await screen.findByRole('alert')).getByRole('link', { name: 'Go to Home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Silk Road Trade Platform' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // React Router renders nothing below a route whose `lazy` rejects; `lazyScreen` turns the rejection
  // into a render error so the route's error boundary shows.
  it('a screen whose code fails to load shows the same panel', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp('/srd-wallet', {
      screens: { srdWallet: () => Promise.reject(new Error('chunk failed')) },
    });
    // Once the router has settled the load has failed; the panel follows with the next render.
    await waitFor(() =>
      expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true),
    );
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('The srdWallet screen could not be loaded')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });
});
