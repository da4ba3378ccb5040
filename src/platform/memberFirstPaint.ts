/**
 * The member store for screens whose first paint cannot carry it (its module, with the record's
 * validator, the store machine and the ledger rules, is about 8.5 kB gzip; 25 kB with XState on a
 * route that has none). Such a screen paints from the stored record's text through a tiny reader of
 * src/data (`tierOfRecordText`, `ledgerOfRecordText`…) or from the sample data, loads the store right
 * after, and follows it from then on; on a valid record both give the same value, so nothing moves.
 * Events go through `sendToMember`/`withMemberStore`, which wait for the store's module if needed.
 *
 * The one lazy way to the store. A screen whose first paint can afford it imports `useMember` from
 * ./memberStore instead.
 */
import { useCallback, useState, useSyncExternalStore } from 'react';
import { memberRecordKey } from '../data/memberKey';
import type { MemberRecord } from '../data/memberRecord';
import type { MemberStoreEvent, MemberStoreSnapshot } from '../machines/memberStore.machine';
import { useDeferredModule } from './deferredModule';
import type * as MemberStoreModule from './memberStore';
import type { MemberStore } from './memberStore';

type StoreModule = typeof MemberStoreModule;

let loaded: StoreModule | null = null;
let loading: Promise<StoreModule> | null = null;

/** The store's module, loaded once (a failed load may be tried again). */
export function loadMemberStore(): Promise<StoreModule> {
  loading ??= import('./memberStore').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

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
  // Pages are prerendered for a new member: hydration reads no stored record.
  const [prerendered] = useState(() => firstPaint(null));
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
  return useSyncExternalStore(subscribe, read, () => prerendered);
}

const nothingYet = () => undefined;

/** A part of the member's record once the store is here; `undefined` before (draw the sample data). */
export function useDeferredMember<T>(selector: (record: MemberRecord) => T): T | undefined {
  return useMemberAfterFirstPaint<T | undefined>((snapshot) => selector(snapshot.context.record), nothingYet);
}

/**
 * Runs `act` with the store: at once when its module is here (so a second click sees the first
 * one's result), once it has loaded otherwise.
 */
export function withMemberStore(act: (store: MemberStore) => void): void {
  if (loaded) {
    act(loaded.memberStore());
    return;
  }
  loadMemberStore().then(
    (module) => act(module.memberStore()),
    (error: unknown) => console.error('Failed to load the member store', error),
  );
}

export function sendToMember(event: MemberStoreEvent): void {
  withMemberStore((store) => store.send(event));
}

/**
 * Tells whether storage holds the member's record as it is now, after everything sent before this
 * call has reached the store: a screen says "saved" only when it was.
 */
export function whenMemberWritten(report: (saved: boolean) => void): void {
  if (loaded) {
    report(loaded.isMemberDataSaved());
    return;
  }
  loadMemberStore().then(
    (module) => report(module.isMemberDataSaved()),
    (error: unknown) => console.error('Failed to load the member store', error),
  );
}
