/**
 * Every route (src/data/routes.ts) renders inside the shared layout with its own title, and the
 * navigation marks where the member is: each route loaded directly, and one app walking through every
 * route.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { directLinks, groupOfRoute } from '../../src/data/navigation';
import { routeIds, routePaths, type RouteId } from '../../src/data/routes';
import { resources } from '../support/i18n';
import { renderApp, shellReady } from '../support/renderApp';

const en = (namespace: string, key: string): string => {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      resources.en?.[namespace],
    );
  if (typeof value !== 'string') throw new Error(`No English string ${namespace}:${key}`);
  return value;
};

const isDirect = (id: RouteId) => (directLinks as readonly RouteId[]).includes(id);
// Marks are read with selectors: role queries compute styles for every node and are slow in happy-dom.
const mainNav = () => {
  const nav = document.querySelector<HTMLElement>(`nav[aria-label="${en('nav', 'label')}"]`);
  if (!nav) throw new Error('No main navigation');
  return nav;
};
const marked = (nav: HTMLElement) =>
  [...nav.querySelectorAll('a[aria-current="page"]')].map((link) => [
    link.textContent,
    link.getAttribute('href'),
  ]);
const markedGroups = (nav: HTMLElement) =>
  [...nav.querySelectorAll('button[data-current]')].map((button) => button.textContent);
/** What the navigation should mark for a route: its link, and its group's trigger. */
const expectedMarks = (id: RouteId) => ({
  link: id === 'architecture' ? [] : [[en('nav', `links.${id}`), routePaths[id]]],
  group: groupOfRoute(id) ? [en('nav', `groups.${groupOfRoute(id)}`)] : [],
});

it('has a test row for each of the 28 routes', () => {
  expect(routeIds).toHaveLength(28);
});

describe('each route loaded directly', () => {
  it.each(routeIds.map((id) => [routePaths[id], id] as const))(
    '%s shows the %s title and its marks',
    async (path, id) => {
      renderApp(path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).toBe(en(id, 'title'));
      const nav = mainNav();
      // Group links exist only while their menu is open, so only direct links carry aria-current here.
      expect(marked(nav)).toEqual(isDirect(id) ? expectedMarks(id).link : []);
      expect(markedGroups(nav)).toEqual(expectedMarks(id).group);
    },
  );
});

describe('navigating', () => {
  it('shows every title and marks its link and group, walking through all routes', async () => {
    const { container, router } = renderApp('/');
    await shellReady(container);
    for (const id of routeIds) {
      await act(() => router.navigate(routePaths[id]));
      await screen.findByRole('heading', { level: 1, name: en(id, 'title') });
      const nav = mainNav();
      const { link, group } = expectedMarks(id);
      expect.soft(markedGroups(nav), `${id}: group`).toEqual(group);
      const trigger = [...nav.querySelectorAll('button')].find((button) => button.textContent === group[0]);
      // Group links exist only while their menu is open; a plain click toggles a Radix NavigationMenu
      // trigger without the hover timers that user-event's pointer moves would start. A menu left open
      // from the previous route stays open (a click would close it).
      if (trigger) {
        if (trigger.getAttribute('aria-expanded') !== 'true') fireEvent.click(trigger);
        await waitFor(() => expect(nav.querySelector(`a[href="${routePaths[id]}"]`)).not.toBeNull());
      }
      expect.soft(marked(nav), `${id}: link`).toEqual(link);
    }
    // Loads and renders all 28 screens in turn: a minute on a busy machine, where one screen needs seconds.
  }, 60_000);

  it('moves the mark when following a navigation link', async () => {
    const { container, user } = renderApp('/');
    await shellReady(container);
    await screen.findByRole('heading', { level: 1, name: en('home', 'title') });
    expect(marked(mainNav())).toEqual([['Home', '/']]);
    await user.click(within(mainNav()).getByRole('link', { name: 'Dashboard' }));
    await screen.findByRole('heading', { level: 1, name: 'Trade Dashboard' });
    expect(marked(mainNav())).toEqual([['Dashboard', '/dashboard']]);
  });

  it('follows a group link and closes the menu', async () => {
    const { container, user } = renderApp('/');
    await shellReady(container);
    const finance = within(mainNav()).getByRole('button', { name: 'Finance' });
    await user.click(finance);
    expect(finance.getAttribute('aria-expanded')).toBe('true');
    await user.click(await within(mainNav()).findByRole('link', { name: 'Payment Processing' }));
    await screen.findByRole('heading', { level: 1, name: en('paymentProcessing', 'title') });
    await waitFor(() => expect(finance.getAttribute('aria-expanded')).toBe('false'));
    expect(markedGroups(mainNav())).toEqual(['Finance']);
  });
});

it('titles /architecture from its namespace', async () => {
  renderApp('/architecture');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Silk Road Trade Platform Architecture' }),
  ).toBeTruthy();
});
