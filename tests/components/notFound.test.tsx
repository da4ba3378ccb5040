import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/renderApp';

describe('an address outside the route table', () => {
  it.each(['/does-not-exist', '/dashboard/extra', '/trade'])(
    '%s shows the 404 page inside the layout',
    async (path) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      renderApp(path);

      const heading = await screen.findByRole('heading', { level: 1, name: /Oops! Page not found/ });
      expect(heading.textContent).toContain('404');
      expect(screen.getByText('404', { selector: 'p' })).toBeTruthy();
      expect(screen.getByText("The page you're looking for doesn't exist")).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
      // Still inside the shell.
      expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
      expect(screen.getByRole('contentinfo')).toBeTruthy();

      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route:', path),
      );
    },
  );

  it('Return to Home leads to the home page', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user, router } = renderApp('/nowhere');
    await user.click(await screen.findByRole('link', { name: 'Return to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Silk Road Trade Platform' })).toBeTruthy();
  });

  it('names the page in the document title', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/nowhere');
    await screen.findByRole('heading', { level: 1, name: /Oops!/ });
    await waitFor(() => expect(document.title).toBe('Page not found · Silk Road Trade'));
  });
});
