/**
 * `useMemberLedger()`: the member's ledger entries for a screen whose first paint cannot carry the
 * member store (its validator, machine and sample history weigh about 9 kB gzip). Until the store's
 * module has arrived (it starts loading on the first call), the entries are read from the stored
 * record's text (src/data/accountFirstPaint.ts); then they are the store's, live: sends, settlements,
 * other tabs. Both give the same entries for a readable record, so nothing moves when the store takes
 * over. Screens that can afford the store at first paint use `useAccount`/`useFullLedger` directly.
 */
import { useSyncExternalStore } from 'react';
import { ledgerOfRecordText } from '../data/accountFirstPaint';
import type { LedgerEntry } from '../data/ledger';
import { memberRecordKey } from '../data/memberKey';
import type * as MemberStoreModule from './memberStore';

type StoreModule = typeof MemberStoreModule;

let storeModule: StoreModule | null = null;
let loading: Promise<StoreModule> | null = null;

function loadStore(): Promise<StoreModule> {
  loading ??= import('./memberStore').then(
    (module) => {
      storeModule = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      console.error('Failed to load the member store', error);
      throw error;
    },
  );
  return loading;
}

let firstPaint: { text: string | null; entries: LedgerEntry[] } | null = null;
/** The stored record's entries, read again only when the stored text changed. */
function storedEntries(): LedgerEntry[] {
  let text: string | null = null;
  try {
    text = window.localStorage.getItem(memberRecordKey);
  } catch {
    text = null;
  }
  if (firstPaint?.text !== text) firstPaint = { text, entries: ledgerOfRecordText(text) };
  return firstPaint.entries;
}

function subscribe(notify: () => void): () => void {
  let active = true;
  let stop = () => {};
  const attach = (module: StoreModule) => {
    if (!active) return;
    const subscription = module.memberStore().subscribe(notify);
    stop = () => subscription.unsubscribe();
    // The store's entries replace the stored ones now.
    notify();
  };
  if (storeModule) attach(storeModule);
  else loadStore().then(attach, () => undefined);
  return () => {
    active = false;
    stop();
  };
}

const snapshot = (): readonly LedgerEntry[] =>
  storeModule ? storeModule.memberStore().getSnapshot().context.record.ledger : storedEntries();

/** The member's entries, newest first as the store keeps them. */
export function useMemberLedger(): readonly LedgerEntry[] {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
