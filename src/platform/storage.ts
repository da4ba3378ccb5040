import { useMemo } from 'react';
import { useVisitSource, visitSource } from './hydration';

/**
 * Local storage that never throws: private modes, disabled storage and quota errors make reads return
 * `null` and writes do nothing, so a broken store falls back to defaults instead of breaking the app.
 * A write says whether it was kept, so a screen says "saved" only when it was.
 */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    // Storage unavailable: the choice still applies for this visit.
    return false;
  }
}

const subscribeToStorage = (onChange: () => void) => {
  addEventListener('storage', onChange);
  return () => removeEventListener('storage', onChange);
};
const nothingStored = () => null;

/**
 * A stored value as a component shows it: nothing while a prerendered page hydrates (pages are
 * rendered for a new member), the stored value right after, and another tab's change as it comes.
 */
export function useStored(key: string): string | null {
  const source = useMemo(() => visitSource(subscribeToStorage, () => readStored(key), nothingStored), [key]);
  return useVisitSource(source);
}
