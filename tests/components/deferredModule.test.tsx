/** `useDeferredModule`: nothing loads until wanted; then one load, kept; a failed load is only logged. */
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDeferredModule } from '../../src/platform/deferredModule';

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

  it('a load that fails is logged and leaves null', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = () => Promise.reject(new Error('chunk missing'));
    const { result } = renderHook(() => useDeferredModule(load, true));
    await waitFor(() => expect(error).toHaveBeenCalledOnce());
    expect(error.mock.calls[0]?.[0]).toBe('Failed to load part of the screen');
    expect(result.current).toBeNull();
  });
});
