/**
 * The member's ledger entries for a screen whose first paint cannot carry the member store: from
 * the stored record's text first, then from the store, live (src/platform/memberFirstPaint.ts). In a
 * file of its own so screens that do not show money do not carry the ledger's first-paint reader.
 */
import { ledgerOfRecordText } from '../data/accountFirstPaint';
import type { LedgerEntry } from '../data/ledger';
import type { MemberStoreSnapshot } from '../machines/memberStore.machine';
import { useMemberAfterFirstPaint } from './memberFirstPaint';

const selectLedger = (snapshot: MemberStoreSnapshot) => snapshot.context.record.ledger;

/** The member's ledger entries, newest first: from the stored text, then from the store, live. */
export function useMemberLedger(): readonly LedgerEntry[] {
  return useMemberAfterFirstPaint<readonly LedgerEntry[]>(selectLedger, ledgerOfRecordText);
}
