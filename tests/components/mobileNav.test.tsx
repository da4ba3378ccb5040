import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, shellReady } from '../support/renderApp';

// happy-dom lays the page out at desktop width, where CSS hides the menu button (`hidden: true`
// finds it anyway); the wiring under test does not depend on the width.
const menuButton = () => screen.getByRole('button', { name: 'Open menu', hidden: true });

describe('mobile navigation panel', () => {
  it('opens from the menu button with every link, the current one marked', async () => {
    const { container, user } = renderApp('/quality-control');
    await shellReady(container);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton());

    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    // Selectors rather than role queries over ~30 links: those are slow in happy-dom.
    const links = [...panel.querySelectorAll('nav a')];
    expect(links).toHaveLength(27);
    expect(
      links.filter((link) => link.getAttribute('aria-current') === 'page').map((link) => link.textContent),
    ).toEqual(['Quality Control']);
    expect([...panel.querySelectorAll('nav h2')].map((heading) => heading.textContent)).toEqual([
      'Trading',
      'Operations',
      'Finance',
      'System',
      'Account',
    ]);
  });

  it('closes when a link is followed (route.changed)', async () => {
    const { container, user } = renderApp('/');
    await shellReady(container);
    await user.click(menuButton());
    const panel = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(panel).getByRole('link', { name: 'SRD Wallet' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'SRD Wallet' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with the close button and with Escape', async () => {
    const { container, user } = renderApp('/');
    await shellReady(container);
    await user.click(menuButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(menuButton());
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
