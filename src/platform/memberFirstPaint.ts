/**
 * The member's state on screens whose first paint cannot carry the member store (its module is
 * 8.5 kB gzip: the record's validator, the ledger and the store machine; the member profile, the
 * membership packages and the smart contracts screens sit near their 175 kB budget). Such a screen
 * paints from the stored record's text through a tiny reader of src/data (`tierOfRecordText`,
 * `profileOfRecordText`, `contractsOfRecordText`), loads the store right after, and follows it from
 * then on; on a valid record both give the same value, so nothing moves. Events go through
 * `sendToMember`, which waits for the store's module (already here after the first render).
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import { memberRecordKey } from '../data/memberKey';
import type { MemberStoreEvent, MemberStoreSnapshot } from '../machines/memberStore.machine';
import { useDeferredModule } from './deferredModule';
import type { MemberStore } from './memberStore';

const loadMemberStore = () => import('./memberStore');

/** The stored record's text, or null (nothing stored, storage blocked). */
export function storedRecordText(): string | null {
  try {
    return window.localStorage.getItem(memberRecordKey);
  } catch {
    return null;
  }
}

/** The store's value once its module is here; before that, `firstPaint` of the stored text. */
export function useMemberAfterFirstPaint<T>(
  selector: (snapshot: MemberStoreSnapshot) => T,
  firstPaint: (recordText: string | null) => T,
): T {
  const module = useDeferredModule(loadMemberStore, true);
  const [initial] = useState(() => firstPaint(storedRecordText()));
  const store = module ? module.memberStore() : null;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!store) return () => {};
      const subscription = store.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [store],
  );
  const read = () => (store ? selector(store.getSnapshot()) : initial);
  return useSyncExternalStore(subscribe, read, read);
}

/** Runs `use` with the store once its module is here. */
export function withMemberStore(use: (store: MemberStore) => void): void {
  void loadMemberStore().then((module) => use(module.memberStore()));
}

export function sendToMember(event: MemberStoreEvent): void {
  withMemberStore((store) => store.send(event));
}
