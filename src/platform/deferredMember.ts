/**
 * The member store for screens that cannot pay for it in their first paint. The store (XState, the
 * record's validator and the ledger rules, about 12 kB gzip, 25 kB with XState) loads right after the
 * screen's first paint; until then `useDeferredMember` gives `undefined` and the screen draws what
 * does not depend on the member (the sample data). The member's own additions appear in the next
 * render. Sends go through `withMemberStore`, which works before the hook has loaded the store.
 *
 * A screen whose first paint can afford the store imports `useMember` from ./memberStore instead.
 */
import { useCallback, useSyncExternalStore } from 'react';
import type { MemberRecord } from '../data/memberRecord';
import { useDeferredModule } from './deferredModule';
import type { MemberStore } from './memberStore';

const loadStore = () => import('./memberStore');

/** Runs `use` with the app's member store, loading it first if needed. */
export function withMemberStore(use: (store: MemberStore) => void): void {
  loadStore().then(
    (module) => use(module.memberStore()),
    (error: unknown) => console.error('Failed to load the member store', error),
  );
}

/** The member store once loaded after first paint (null before). */
export function useDeferredMemberStore(): MemberStore | null {
  return useDeferredModule(loadStore, true)?.memberStore() ?? null;
}

/**
 * A function that runs its argument with the member store: at once when the store has loaded (so a
 * second click sees the first one's result), after loading it otherwise.
 */
export function useWithMemberStore(): (use: (store: MemberStore) => void) => void {
  const store = useDeferredMemberStore();
  return useCallback((use) => (store ? use(store) : withMemberStore(use)), [store]);
}

/**
 * `selector` applied to the member's record, once the store has loaded after the first paint;
 * `undefined` before. The selector must return the same value for the same record (select parts of
 * it, do not build new objects), as with `useSelector`. It takes the record rather than the store's
 * snapshot so that a screen imports nothing of the store machine (and of XState) for it.
 */
export function useDeferredMember<T>(selector: (record: MemberRecord) => T): T | undefined {
  const store = useDeferredMemberStore();
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!store) return () => {};
      const subscription = store.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [store],
  );
  const read = () => (store ? selector(store.getSnapshot().context.record) : undefined);
  return useSyncExternalStore(subscribe, read, read);
}
