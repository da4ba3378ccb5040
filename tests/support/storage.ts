import { vi } from 'vitest';

/**
 * Puts a stand-in for `window.localStorage` for the rest of the test (restored with the other mocks):
 * `getItem` and `setItem` are spies that reach the real storage unless given another implementation.
 * A spy on happy-dom's storage object itself is not undone by restoring the mocks, and would reach the
 * next test file run by the same worker.
 */
export function replaceLocalStorage(methods: Partial<Pick<Storage, 'getItem' | 'setItem'>> = {}) {
  const real = window.localStorage;
  const storage = {
    getItem: vi.fn(methods.getItem ?? ((key: string) => real.getItem(key))),
    setItem: vi.fn(methods.setItem ?? ((key: string, value: string) => real.setItem(key, value))),
    removeItem: (key: string) => real.removeItem(key),
    clear: () => real.clear(),
    key: (index: number) => real.key(index),
    get length() {
      return real.length;
    },
  };
  vi.spyOn(window, 'localStorage', 'get').mockReturnValue(storage);
  return storage;
}
