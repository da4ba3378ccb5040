/**
 * Test set-up for every Vitest file. In DOM files: unmount what Testing Library rendered, forget
 * stored preferences and reset `<html lang dir data-scheme>` so no test sees another's choices, and give happy-dom
 * a `matchMedia` if it lacks one (the app reads the system colour scheme through it).
 * Machine and data files run in Node and skip all of it.
 */
import { afterEach, vi } from 'vitest';

if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // npm test runs these beside typecheck, lint and the builds on two cores, and the first render of a
  // lazy screen or the command palette transforms its module graph: give `findBy`/`waitFor` room.
  configure({ asyncUtilTimeout: 10_000 });
  vi.setConfig({ testTimeout: 20_000 });

  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }

  afterEach(() => {
    cleanup();
    window.localStorage.clear();
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
    document.documentElement.removeAttribute('data-scheme');
  });
}
