/**
 * Where the member's state lives at run time: one `memberStore` actor for the whole app, created the
 * first time a screen or the shell asks for it, saved to localStorage on every change and replaced
 * when another tab saves. Screens read it with `useMember(selectX)` and send events to
 * `useMemberStore()`; the account's figures come from `useAccount()`.
 *
 * Why localStorage and not IndexedDB: the record is small (only what the member did; the sample
 * history is generated, not stored: a few kB after a busy session), the first paint must read the
 * tier synchronously to draw the badge without a shift, and the `storage` event tells other tabs for
 * free. IndexedDB would make the first read asynchronous and need BroadcastChannel besides.
 *
 * Reading never crashes: an unreadable record (not JSON, the wrong shape, a newer version) is copied
 * untouched under `unreadableRecordKey`, the member starts from the sample state and is told so. A
 * write that fails (quota, private mode) is reported once; the session goes on in memory.
 */
import { useMemo } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import {
  accountFigures,
  buildSampleLedger,
  newestEntriesFirst,
  sampleLedgerSeed,
  type AccountFigures,
  type LedgerEntry,
  type SampleLedger,
} from '../data/ledger';
import { memberPartsKey, memberRecordKey, unreadableRecordKey } from '../data/memberKey';
import { memberPartsText } from '../data/memberParts';
import {
  readMemberRecord,
  sampleMemberRecord,
  serializeMemberRecord,
  type MemberRecord,
} from '../data/memberRecord';
import { legacyKeys, migrateLegacy } from '../data/memberRecordLegacy';
import {
  memberStoreMachine,
  selectLedger,
  type MemberStoreSnapshot,
  type StorageNotice,
} from '../machines/memberStore.machine';
import { chatReplyRules } from '../data/chatReplies';
import { notificationRules } from '../data/notifications';
import { createSeededRandom } from '../machines/random';
import { dated, worldMoment } from '../data/sampleWorld';
import { useVisitSelector, visitSource } from './hydration';
import { liveWorldDay, pageWorldDay, useWorldDay } from './worldDay';
import { appInspect } from './inspector';
import { nextTask } from './nextTask';

export type MemberStore = ActorRefFrom<typeof memberStoreMachine>;

/** The part of `Storage` the store uses, so tests can pass one that fails. */
export type MemberStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The generated sample history (1,247 entries) as it reads on a day, built once for that day. */
export const sampleLedger = dated((): SampleLedger =>
  buildSampleLedger(createSeededRandom(sampleLedgerSeed)),
);

/**
 * A screen module's `prepare` for the screens that sum the account (src/app/routes.tsx): the sample
 * ledger of the page's day and of today (the same one on the day the page was built), built in a task of\n * its own before their first render rather than inside it.
 */
export function prepareSampleLedger(): void {
  sampleLedger(pageWorldDay());
  sampleLedger(liveWorldDay());
}

/** The member's entries and the sample history on `day`, newest first. */
export function fullLedger(memberEntries: readonly LedgerEntry[], day: string): LedgerEntry[] {
  return newestEntriesFirst([...memberEntries, ...sampleLedger(day).entries]);
}

/** The account's figures: the amounts of the sample history do not move with its dates, any day sums the same. */
export function figuresOf(memberEntries: readonly LedgerEntry[], day: string): AccountFigures {
  const { openingCents, entries } = sampleLedger(day);
  return accountFigures(openingCents, [...memberEntries, ...entries]);
}

function safeStorage(): MemberStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const read = (storage: MemberStorage | null, key: string): string | null => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};

/** The record to start from, and what to tell the member about it. */
function loadMemberRecord(storage: MemberStorage | null): {
  record: MemberRecord;
  notice: StorageNotice | null;
  /** The stored text, when it is the record as read (nothing to write back). */
  text: string | null;
} {
  const text = read(storage, memberRecordKey);
  const reading = readMemberRecord(text);
  if (reading.kind === 'ok') return { record: reading.record, notice: null, text };
  if (reading.kind === 'empty') {
    return { record: migrateLegacy((key) => read(storage, key)) ?? reading.record, notice: null, text: null };
  }
  try {
    // Keep the unreadable text as it was, once: a second bad load must not overwrite the first copy.
    if (text !== null && storage?.getItem(unreadableRecordKey) === null) {
      storage.setItem(unreadableRecordKey, text);
    }
  } catch {
    // No room for the copy: the member is still told, and the text stays under the record's key
    // until the first successful write.
  }
  return {
    record: reading.record,
    notice: reading.problem === 'newerVersion' ? 'newerVersion' : 'recovered',
    text: null,
  };
}

export interface MemberStoreOptions {
  storage?: MemberStorage | null;
  /** Another tab's saves; the app passes `window`. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  now?: () => Date;
}

export interface MemberStoreHandle {
  actor: MemberStore;
  /** Whether storage holds the record as it is now (false after a write that failed). */
  isSaved: () => boolean;
  stop: () => void;
}

function storeInput(record: MemberRecord, notice: StorageNotice | null, now: () => Date, day: string) {
  return {
    record,
    notice,
    availableCents: (ledger: readonly LedgerEntry[]) => figuresOf(ledger, day).availableCents,
    notifications: notificationRules,
    chatReplies: chatReplyRules(Math.random, day),
    now: () => now().getTime(),
  };
}

let prerendered: MemberStoreSnapshot | undefined;
/**
 * The store's state for a new member, without a store: what pages are prerendered with, and so what
 * hydration reads. The member's own record applies right after.
 */
function prerenderedSnapshot(): MemberStoreSnapshot {
  prerendered ??= createActor(memberStoreMachine, {
    input: storeInput(
      sampleMemberRecord(),
      null,
      () => new Date(worldMoment(pageWorldDay())),
      pageWorldDay(),
    ),
  }).getSnapshot();
  return prerendered;
}

/** Creates, starts and wires a store: restore, save on change, follow other tabs. */
export function createMemberStore({
  storage = safeStorage(),
  events = typeof window === 'undefined' ? null : window,
  now = () => new Date(),
}: MemberStoreOptions = {}): MemberStoreHandle {
  const loaded = loadMemberRecord(storage);
  const actor = createActor(memberStoreMachine, {
    input: storeInput(loaded.record, loaded.notice, now, liveWorldDay()),
    inspect: appInspect(),
  });
  let lastText = loaded.text;
  // Nothing stored yet, migrated or recovered: the first save writes the record as it starts.
  let lastRecord: MemberRecord | null = loaded.text === null ? null : loaded.record;
  let writeFailed = false;

  /**
   * Beside the record, which of its parts differ from the sample's, for index.html. Should this write
   * fail, the key left behind names another record's length, so the page holds every part: safe.
   */
  const saveParts = (record: MemberRecord, textValue: string) => {
    const parts = memberPartsText(record, textValue);
    try {
      if (storage && read(storage, memberPartsKey) !== parts) storage.setItem(memberPartsKey, parts);
    } catch {
      // Full: the record's own write already told the member when it failed too.
    }
  };

  const save = (snapshot: MemberStoreSnapshot) => {
    const { record } = snapshot.context;
    if (record === lastRecord) return;
    lastRecord = record;
    const textValue = serializeMemberRecord(record);
    if (textValue === lastText) return;
    try {
      if (!storage) throw new Error('Storage unavailable');
      storage.setItem(memberRecordKey, textValue);
      lastText = textValue;
      writeFailed = false;
      for (const key of Object.values(legacyKeys)) storage.removeItem(key);
    } catch {
      if (writeFailed) return;
      writeFailed = true;
      actor.send({ type: 'storage.problem', notice: 'writeFailed' });
      return;
    }
    saveParts(record, textValue);
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key !== memberRecordKey && event.key !== null) return;
    const textValue = read(storage, memberRecordKey);
    if (textValue === lastText) return;
    const reading = readMemberRecord(textValue);
    // Another tab wrote something this build cannot read: keep what this tab has.
    if (reading.kind === 'unreadable') return;
    lastText = textValue;
    lastRecord = reading.record;
    actor.send({ type: 'record.replace', record: reading.record });
  };
  const onVisible = () => actor.send({ type: 'clock.now', at: now().toISOString() });

  const subscription = actor.subscribe(save);
  actor.start();
  actor.send({ type: 'clock.now', at: now().toISOString() });
  // A record stored as read (by an earlier build, say) gets its parts now, unless a save follows.
  if (loaded.text !== null && actor.getSnapshot().context.record === loaded.record)
    saveParts(loaded.record, loaded.text);
  save(actor.getSnapshot());
  events?.addEventListener('storage', onStorage as EventListener);
  events?.addEventListener('focus', onVisible);
  return {
    actor,
    isSaved: () =>
      lastText !== null && lastText === serializeMemberRecord(actor.getSnapshot().context.record),
    stop: () => {
      subscription.unsubscribe();
      events?.removeEventListener('storage', onStorage as EventListener);
      events?.removeEventListener('focus', onVisible);
      actor.stop();
    },
  };
}

let app: MemberStoreHandle | undefined;

/** The app's store, created on first use. */
export function memberStore(): MemberStore {
  app ??= createMemberStore();
  return app.actor;
}

/**
 * Makes, ahead of hydration and each in a task of its own, the snapshot the page was rendered with and
 * the store (the stored record read and checked): neither then lengthens a hydration slice or the
 * effects of its commit (`src/main.tsx`).
 */
export async function prepareMemberStore(): Promise<void> {
  prerenderedSnapshot();
  await nextTask();
  memberStore();
}

/**
 * Whether the member's record as it is now is in storage: a screen says "saved" only then (a full or
 * blocked storage keeps the change in memory for this session only).
 */
export function isMemberDataSaved(): boolean {
  memberStore();
  return app?.isSaved() ?? false;
}

/**
 * Stops the store, so the next use starts again from what storage holds now: when the dev server
 * replaces this module (the old store would go on following other tabs and saving), and in stories
 * after they seeded or cleared storage.
 */
export function restartMemberStore(): void {
  app?.stop();
  app = undefined;
}
import.meta.hot?.dispose(restartMemberStore);

/** What screens do with the store: send it events and read it in handlers and effects. */
export type MemberStoreSender = Pick<MemberStore, 'send' | 'getSnapshot'>;

// Reaches the store only when called, so rendering (also in Node, at build time) creates none.
const storeHandle: MemberStoreSender = {
  send: (event) => memberStore().send(event),
  getSnapshot: () => memberStore().getSnapshot(),
};

/** The store for handlers and effects; the same object on every render. */
export function useMemberStore(): MemberStoreSender {
  return storeHandle;
}

const subscribeToStore = (onChange: () => void) => {
  const subscription = memberStore().subscribe(onChange);
  return () => subscription.unsubscribe();
};
/** The store as this visit shows it: the sample member until hydration is over. */
const memberSource = visitSource(subscribeToStore, () => memberStore().getSnapshot(), prerenderedSnapshot);

export function useMember<T>(selector: (snapshot: MemberStoreSnapshot) => T): T {
  return useVisitSelector(memberSource, selector);
}

/** Balance, locked, available and the transaction count, from the one ledger. */
export function useAccount(): AccountFigures {
  const ledger = useMember(selectLedger);
  const day = useWorldDay();
  return useMemo(() => figuresOf(ledger, day), [ledger, day]);
}

/** Every entry of the account, newest first. */
export function useFullLedger(): LedgerEntry[] {
  const ledger = useMember(selectLedger);
  const day = useWorldDay();
  return useMemo(() => fullLedger(ledger, day), [ledger, day]);
}

/** The member's data as a file: the record, and the unreadable copy when there is one. */
export function exportMemberData(storage: MemberStorage | null = safeStorage()): string {
  const unreadable = read(storage, unreadableRecordKey);
  const record = memberStore().getSnapshot().context.record;
  return JSON.stringify(
    { app: 'silk-road-trade', exportedAt: new Date().toISOString(), record, unreadable },
    null,
    2,
  );
}

export type ImportResult =
  { ok: true } | { ok: false; problem: 'notJson' | 'shape' | 'newerVersion' | 'tooLarge' };

/**
 * Reads an exported file (or a bare record) and, when it is valid, makes it the member's state.
 * A bad file changes nothing.
 */
export function importMemberData(textValue: string): ImportResult {
  let candidate = textValue;
  try {
    const parsed: unknown = JSON.parse(textValue);
    if (typeof parsed === 'object' && parsed !== null && 'record' in parsed) {
      candidate = JSON.stringify(parsed.record);
    }
  } catch {
    // Not JSON: readMemberRecord says so.
  }
  const reading = readMemberRecord(candidate);
  if (reading.kind !== 'ok') {
    return { ok: false, problem: reading.kind === 'empty' ? 'shape' : reading.problem };
  }
  memberStore().send({ type: 'record.import', record: reading.record });
  return { ok: true };
}

/** Back to the sample state (the member confirmed first). */
export function resetMemberData(): void {
  memberStore().send({ type: 'record.reset', record: sampleMemberRecord() });
}
