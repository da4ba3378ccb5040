import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, shellReady } from '../support/renderApp';
import { replaceLocalStorage } from '../support/storage';

/** The icon the button shows: it holds a sun and a moon, and the stylesheet hides one per scheme. */
const icon = (button: HTMLElement) =>
  Array.from(button.querySelectorAll('svg'))
    .find((svg) => svg.parentElement && getComputedStyle(svg.parentElement).display !== 'none')
    ?.getAttribute('data-icon');
const pinnedScheme = () => document.documentElement.getAttribute('data-scheme');

describe('theme menu', () => {
  it('offers System, Light and Dark with System checked by default', async () => {
    const { container, user } = renderApp('/');
    await shellReady(container);
    await user.click(screen.getByRole('button', { name: 'Theme: System' }));
    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['System', 'true'],
      ['Light', 'false'],
      ['Dark', 'false'],
    ]);
  });

  it('switching to Dark stores it and pins it on <html>; System unpins it', async () => {
    const { container, user } = renderApp('/');
    await shellReady(container);
    expect(icon(screen.getByRole('button', { name: 'Theme: System' }))).toBe('sun');
    expect(pinnedScheme()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Theme: System' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));

    await waitFor(() => expect(window.localStorage.getItem('color-scheme')).toBe('dark'));
    const trigger = await screen.findByRole('button', { name: 'Theme: Dark' });
    expect(icon(trigger)).toBe('moon');
    expect(pinnedScheme()).toBe('dark');

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitemradio', { name: 'System' }));
    await screen.findByRole('button', { name: 'Theme: System' });
    expect(pinnedScheme()).toBeNull();
  });

  it('takes a stored Dark preference right after the first render, without writing it back', async () => {
    window.localStorage.setItem('color-scheme', 'dark');
    const { setItem } = replaceLocalStorage();
    const { container } = renderApp('/');
    await shellReady(container);
    const trigger = await screen.findByRole('button', { name: 'Theme: Dark' });
    expect(icon(trigger)).toBe('moon');
    expect(pinnedScheme()).toBe('dark');
    expect(setItem).not.toHaveBeenCalledWith('color-scheme', expect.anything());
  });

  it('an unknown stored preference follows the system', async () => {
    window.localStorage.setItem('color-scheme', 'purple');
    const { container } = renderApp('/');
    await shellReady(container);
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeTruthy();
  });
});
