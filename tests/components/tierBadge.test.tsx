import { ThemeProvider } from '@emotion/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TooltipProvider } from '../../src/components/primitives/Tooltip';
import { TierBadge } from '../../src/components/shell/TierBadge';
import { theme } from '../../src/theme/themes';

describe('the tier badge in a layout', () => {
  it('renders once when the member moves to another page, with no second render set off by its commit', async () => {
    const phases: string[] = [];
    const layout = (
      <TooltipProvider>
        <Profiler id="badge" onRender={(_id, phase) => phases.push(phase)}>
          <TierBadge label="Gold Member" tooltip="Your membership tier" to="/membership-packages" />
        </Profiler>
        <Outlet />
      </TooltipProvider>
    );
    const router = createMemoryRouter(
      [{ path: '/', element: layout, children: [{ index: true }, { path: 'dashboard' }] }],
      { initialEntries: ['/'] },
    );
    render(
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    const badge = screen.getByRole('link', { name: 'Gold Member' });
    expect(badge.getAttribute('href')).toBe('/membership-packages');

    phases.length = 0;
    await act(() => router.navigate('/dashboard'));
    // A ref handed anew on each render makes the tooltip store its trigger again, in a render of its own.
    expect(phases).toEqual(['update']);
    expect(screen.getByRole('link', { name: 'Gold Member' })).toBe(badge);
  });

  it('follows its link through the router', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <TooltipProvider>
              <TierBadge label="Gold Member" tooltip="Your membership tier" to="/membership-packages" />
              <Outlet />
            </TooltipProvider>
          ),
          children: [{ index: true }, { path: 'membership-packages', element: <h1>Packages</h1> }],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Gold Member' }));
    expect(await screen.findByRole('heading', { name: 'Packages' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/membership-packages');
  });
});
