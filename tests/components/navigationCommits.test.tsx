import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, shellReady } from '../support/renderApp';

describe('moving to a screen not visited yet', () => {
  it('commits once it is rendered, and nothing in that commit renders the app again at once', async () => {
    const phases: string[] = [];
    const { container, router } = renderApp('/', { onRender: (_id, phase) => phases.push(phase) });
    await shellReady(container);
    await screen.findByRole('heading', { level: 1, name: 'Silk Road Trade Platform' });

    phases.length = 0;
    await act(() => router.navigate('/dashboard'));
    await screen.findByRole('heading', { level: 1, name: 'Trade Dashboard' });
    // A state update made in a ref or a layout effect renders again before the browser can paint
    // ("nested-update"), and React runs every effect of the new screen first.
    expect(phases).not.toContain('nested-update');
    expect(phases).toContain('update');
  });
});
