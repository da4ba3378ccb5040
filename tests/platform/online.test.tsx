import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useOnline } from '../../src/platform/online';

function setOnLine(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value);
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

function Probe() {
  return useOnline() ? 'online' : 'offline';
}

describe('useOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows the browser: offline, then online again', () => {
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    act(() => setOnLine(false));
    expect(result.current).toBe(false);
    act(() => setOnLine(true));
    expect(result.current).toBe(true);
  });

  it('renders online on the server, whatever the browser says, so hydration matches the page', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(renderToString(<Probe />)).toBe('online');
  });
});
