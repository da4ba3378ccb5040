import { recentSampleEntries } from '../../src/data/ledger';
import { sampleMemberRecord, serializeMemberRecord } from '../../src/data/memberRecord';
import { isoSeconds, nextSendId, sendFeeCents } from '../../src/data/srdWallet';
import { worldAnchorDay } from '../../src/data/worldAnchor';

const dayMs = 86_400_000;

/**
 * The stored record of a member who upgraded to Platinum and sent 2,500 SDR the day before `now`, a
 * send shaped as the wallet's send tab stores it once completed: the browser tests and the bench
 * seed the same member.
 */
export function returningMemberRecord(now: number): string {
  const record = structuredClone(sampleMemberRecord());
  record.tier = 'platinum';
  record.ledger = [
    {
      id: nextSendId(record.ledger),
      kind: 'transfer',
      direction: 'out',
      amountCents: 250_000,
      feeCents: sendFeeCents,
      counterparty: recentSampleEntries(worldAnchorDay)[0]?.counterparty ?? '',
      reference: 'Deposit for wheat, lot 7',
      at: isoSeconds(now - dayMs),
      status: 'completed',
    },
  ];
  return serializeMemberRecord(record);
}
