import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routeIds, routePaths } from '../../src/data/routes';
import { routeTitle as title } from '../support/i18n';
import { renderApp, shellReady } from '../support/renderApp';

describe('moving to a screen not visited yet', () => {
  // Every route in one test: 28 screens loaded on demand take longer than one test's usual time on a busy machine.
  it(
    'commits once it is rendered, and nothing in that commit renders the app again at once, on every route',
    { timeout: 90_000 },
    async () => {
      // A screen that crashes shows its error in place of its content: React reports it on the console.
      const errors = vi.spyOn(console, 'error');
      const phases: string[] = [];
      const { container, router } = renderApp('/', { onRender: (_id, phase) => phases.push(phase) });
      await shellReady(container);
      await screen.findByRole('heading', { level: 1, name: title('home') });

      /** Waits until the screen left has settled: its parts loaded on demand are in, and nothing commits for a while. */
      async function settled() {
        for (let quiet = 0; quiet < 5;) {
          const commits = phases.length;
          await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
          quiet =
            phases.length === commits && !container.querySelector('[data-screen-pending]') ? quiet + 1 : 0;
        }
      }

      for (const id of routeIds.filter((route) => route !== 'home')) {
        await settled();
        phases.length = 0;
        await act(() => router.navigate(routePaths[id]));
        await screen.findByRole('heading', { level: 1, name: title(id) });
        // The screen renders in a transition of its own after its title's (its parts loaded on demand, later).
        await waitFor(() => expect(container.querySelector('[data-screen-pending]')).toBeNull());
        // A state update made in a ref or a layout effect (a tab registering with its tab list) renders
        // again before the browser can paint ("nested-update"), and React runs every effect of the new
        // screen first.
        expect(phases, id).not.toContain('nested-update');
        expect(phases, id).toContain('update');
        expect(errors.mock.calls, id).toEqual([]);
      }
    },
  );
});
