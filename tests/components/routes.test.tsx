/**
 * The app's router in the shared layout: following a link moves the navigation's mark, a group's link
 * closes its menu, and a route without a link takes its title from its namespace. Every route's title
 * and mark in a real browser: tests/e2e/routes.spec.ts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeIds } from '../../src/data/routes';
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
it('has a test row for each of the 28 routes', () => {
  expect(routeIds).toHaveLength(28);
});

describe('navigating', () => {
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
