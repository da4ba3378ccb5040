import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routeIds, routePaths } from '../../src/data/routes';
import { resources } from '../support/i18n';
import { renderApp, shellReady } from '../support/renderApp';

const title = (id: string) => (resources.en?.[id] as { title: string }).title;

describe('moving to a screen not visited yet', () => {
  it('commits once it is rendered, and nothing in that commit renders the app again at once, on every route', async () => {
    const phases: string[] = [];
    const { container, router } = renderApp('/', { onRender: (_id, phase) => phases.push(phase) });
    await shellReady(container);
    await screen.findByRole('heading', { level: 1, name: title('home') });

    for (const id of routeIds.filter((route) => route !== 'home')) {
      phases.length = 0;
      await act(() => router.navigate(routePaths[id]));
      await screen.findByRole('heading', { level: 1, name: title(id) });
      // A state update made in a ref or a layout effect (a tab registering with its tab list) renders
      // again before the browser can paint ("nested-update"), and React runs every effect of the new
      // screen first.
      expect(phases, id).not.toContain('nested-update');
      expect(phases, id).toContain('update');
    }
  });
});
