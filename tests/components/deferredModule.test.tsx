/** `useDeferredModule`: nothing loads until wanted; then one load, kept; a failed load reaches the error boundary. */
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeferredModule } from '../../src/platform/deferredModule';
import { ScreenLoadError } from '../../src/platform/loadError';

afterEach(() => vi.restoreAllMocks());

describe('useDeferredModule', () => {
  it('loads nothing while not wanted', () => {
    const load = vi.fn(() => Promise.resolve({ answer: 42 }));
    const { result } = renderHook(() => useDeferredModule(load, false));
    expect(result.current).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads once when first wanted and keeps the module when no longer wanted', async () => {
    const module = { answer: 42 };
    const load = vi.fn(() => Promise.resolve(module));
    const { result, rerender } = renderHook(({ wanted }) => useDeferredModule(load, wanted), {
      initialProps: { wanted: false },
    });
    rerender({ wanted: true });
    await waitFor(() => expect(result.current).toBe(module));
    rerender({ wanted: false });
    rerender({ wanted: true });
    expect(result.current).toBe(module);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a load that fails is thrown as a ScreenLoadError, for the route error panel to show', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cause = new Error('chunk missing');
    const load = () => Promise.reject(cause);
    let caught: unknown = null;
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: unknown) {
        caught = error;
      }
      override render() {
        return this.state.failed ? <p>failed</p> : this.props.children;
      }
    }
    function Part() {
      return useDeferredModule(load, true) ? <p>loaded</p> : <p>loading</p>;
    }
    render(
      <Boundary>
        <Part />
      </Boundary>,
    );
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(caught).toBeInstanceOf(ScreenLoadError);
    expect((caught as Error).cause).toBe(cause);
  });
});
