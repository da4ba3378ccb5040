import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, shellReady } from '../support/renderApp';

async function loggedIn(path = '/') {
  const app = renderApp(path);
  await shellReady(app.container);
  await app.user.click(await screen.findByRole('button', { name: 'Login' }));
  return app;
}

describe('account menu', () => {
  it('shows a Login button in the first paint and once live', async () => {
    const { container } = renderApp('/');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    await shellReady(container);
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'LW, Account menu' })).toBeNull();
  });

  it('logging in swaps Login for the avatar menu and says so in a toast', async () => {
    await loggedIn();
    expect(await screen.findByRole('button', { name: 'LW, Account menu' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(await screen.findByText('You are logged in.')).toBeTruthy();
  });

  it('a toast can be dismissed', async () => {
    const { user } = await loggedIn();
    await screen.findByText('You are logged in.');
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('You are logged in.')).toBeNull());
  });

  it('the avatar menu offers Profile, Membership, Settings and Log out', async () => {
    const { user } = await loggedIn();
    await user.click(await screen.findByRole('button', { name: 'LW, Account menu' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'Membership', 'Settings', 'Log out']);
    expect(within(menu).getByText('Li Wei')).toBeTruthy();
  });

  it('names the sample member in the language of the moment', async () => {
    window.localStorage.setItem('language', 'ru');
    const app = renderApp('/');
    await shellReady(app.container);
    await app.user.click(await screen.findByRole('button', { name: 'Войти' }));
    await app.user.click(await screen.findByRole('button', { name: 'ЛВ, Меню аккаунта' }));
    expect(within(await screen.findByRole('menu')).getByText('Ли Вэй')).toBeTruthy();
  });

  it('opens from the keyboard too', async () => {
    const { user } = await loggedIn();
    const trigger = await screen.findByRole('button', { name: 'LW, Account menu' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Log out' })).toBeTruthy();
  });

  it('Log out brings the Login button back with a toast', async () => {
    const { user } = await loggedIn();
    await user.click(await screen.findByRole('button', { name: 'LW, Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'LW, Account menu' })).toBeNull();
    expect(await screen.findByText('You are logged out.')).toBeTruthy();
  });

  it.each([
    ['Profile', '/member-profile', '', 'Member Profile'],
    ['Membership', '/membership-packages', '', 'Membership Packages'],
    ['Settings', '/member-profile', '?tab=settings', 'Member Profile'],
  ])('%s leads to %s%s', async (item, pathname, search, title) => {
    const { user, router } = await loggedIn();
    await user.click(await screen.findByRole('button', { name: 'LW, Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: item }));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(pathname + search),
    );
    // Still logged in after navigating.
    expect(screen.getByRole('button', { name: 'LW, Account menu' })).toBeTruthy();
  });
});
