import { recentSampleEntries } from '../../src/data/ledger';
import { memberPartsKey, memberRecordKey } from '../../src/data/memberKey';
import { memberPartsText } from '../../src/data/memberParts';
import { sampleMemberRecord, serializeMemberRecord, type MemberRecord } from '../../src/data/memberRecord';
import { isoSeconds, nextSendId, sendFeeCents } from '../../src/data/srdWallet';
import { worldAnchorDay } from '../../src/data/worldAnchor';

const dayMs = 86_400_000;

/**
 * The record of a member who upgraded to Platinum and sent 2,500 SDR the day before `now`, a send
 * shaped as the wallet's send tab stores it once completed: the browser tests and the bench seed the
 * same member.
 */
export function returningMemberRecord(now: number): MemberRecord {
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
  return record;
}

/**
 * What the member store writes to localStorage for `record`: the record, and beside it the parts that
 * differ from the sample's, which index.html reads before the first paint.
 */
export function storedMember(record: MemberRecord): [key: string, value: string][] {
  const text = serializeMemberRecord(record);
  return [
    [memberRecordKey, text],
    [memberPartsKey, memberPartsText(record, text)],
  ];
}
