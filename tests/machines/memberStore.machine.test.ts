// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../src/data/negotiationChat';
import { chatReplyRules } from '../../src/data/chatReplies';
import type { LedgerEntry } from '../../src/data/ledger';
import { sampleMemberRecord, type MemberRecord } from '../../src/data/memberRecord';
import { notificationRules, type MemberNotification } from '../../src/data/notifications';
import {
  memberStoreDelays,
  memberStoreMachine,
  selectCandidates,
  selectChat,
  selectCompliance,
  selectContracts,
  selectCustoms,
  selectDeal,
  selectEntry,
  selectLedger,
  selectNotice,
  selectNotifications,
  selectProfile,
  selectRecord,
  selectRefused,
  selectTier,
  selectUnreadCount,
  type MemberStoreSnapshot,
} from '../../src/machines/memberStore.machine';
import { longestWait } from '../../src/machines/memberStore.rules';
import { createSeededRandom } from '../../src/machines/random';
import { worldAnchorDay } from '../../src/data/worldAnchor';

const { sendDuration, paymentDuration, deliveredDelay, readDelay } = memberStoreDelays;

const send = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: 'TX-SEND-001',
  kind: 'transfer',
  direction: 'out',
  amountCents: 10_000,
  feeCents: 35,
  counterparty: 'SRD-0x1234567890abcdef1234',
  reference: '',
  at: '2026-11-25T07:00:00.000Z',
  status: 'pending',
  ...over,
});

/** A toy account rule: 1,000.00 available minus the member's outflows under way or done. */
const availableCents = (ledger: readonly LedgerEntry[]) =>
  100_000 -
  ledger
    .filter((entry) => entry.direction === 'out' && entry.status !== 'failed')
    .reduce((sum, entry) => sum + entry.amountCents + entry.feeCents, 0);

/** Counterparties who never answer: tests of other things see no replies. */
const noReplies = { reply: () => null };

/** The store's input as the app gives it, on this clock. */
const inputOf = (record: MemberRecord, clock: SimulatedClock) => ({
  record,
  availableCents,
  notice: null,
  notifications: notificationRules,
  chatReplies: noReplies,
  now: () => clock.now(),
});

function start(record: MemberRecord = sampleMemberRecord()) {
  const clock = new SimulatedClock();
  const actor = createActor(memberStoreMachine, { clock, input: inputOf(record, clock) }).start();
  return { clock, actor, snap: () => actor.getSnapshot() };
}

describe('memberStoreMachine: money', () => {
  it('has the 2-second send and payment delays', () => {
    expect(sendDuration).toBe(2000);
    expect(paymentDuration).toBe(2000);
  });

  it('a send is pending for 2 s, then completed', () => {
    const { actor, clock, snap } = start();
    actor.send({ type: 'ledger.submit', entry: send() });
    expect(selectEntry('TX-SEND-001')(snap())?.status).toBe('pending');
    clock.increment(sendDuration - 1);
    expect(selectEntry('TX-SEND-001')(snap())?.status).toBe('pending');
    clock.increment(1);
    expect(selectEntry('TX-SEND-001')(snap())?.status).toBe('completed');
    expect(selectEntry(null)(snap())).toBeUndefined();
  });

  it('a payment processes for 2 s, then completes; a scheduled one waits for its day', () => {
    const { actor, clock, snap } = start();
    actor.send({
      type: 'ledger.submit',
      entry: send({ id: 'PAY-1', kind: 'payment', status: 'processing' }),
    });
    actor.send({
      type: 'ledger.submit',
      entry: send({ id: 'PAY-2', kind: 'payment', status: 'scheduled', at: '2026-12-01T00:00:00.000Z' }),
    });
    clock.increment(paymentDuration);
    expect(selectEntry('PAY-1')(snap())?.status).toBe('completed');
    expect(selectEntry('PAY-2')(snap())?.status).toBe('scheduled');
    actor.send({ type: 'clock.now', at: '2026-11-30T23:59:59.000Z' });
    expect(selectEntry('PAY-2')(snap())?.status).toBe('scheduled');
    actor.send({ type: 'clock.now', at: '2026-12-01T00:00:00.000Z' });
    expect(selectEntry('PAY-2')(snap())?.status).toBe('completed');
  });

  it('refuses an outflow above what is available, and says which', () => {
    const { actor, snap } = start();
    actor.send({ type: 'ledger.submit', entry: send({ amountCents: 99_966 }) });
    expect(selectLedger(snap())).toEqual([]);
    expect(selectRefused(snap())).toEqual(['TX-SEND-001']);
    actor.send({ type: 'ledger.submit', entry: send({ amountCents: 99_965 }) });
    expect(selectLedger(snap())).toHaveLength(1);
    // Nothing is left: even one cent more is refused.
    actor.send({ type: 'ledger.submit', entry: send({ id: 'TX-SEND-002', amountCents: 1, feeCents: 0 }) });
    expect(selectLedger(snap())).toHaveLength(1);
  });

  it('an inflow or a failed entry is never refused', () => {
    const { actor, snap } = start();
    actor.send({ type: 'ledger.submit', entry: send({ id: 'in', direction: 'in', amountCents: 10 ** 9 }) });
    actor.send({ type: 'ledger.submit', entry: send({ id: 'f', status: 'failed', amountCents: 10 ** 9 }) });
    expect(selectLedger(snap()).map((entry) => entry.id)).toEqual(['f', 'in']);
  });

  it('a repeated submit (double click) records once', () => {
    const { actor, snap } = start();
    actor.send({ type: 'ledger.submit', entry: send() });
    actor.send({ type: 'ledger.submit', entry: send() });
    expect(selectLedger(snap())).toHaveLength(1);
    expect(selectRefused(snap())).toEqual([]);
  });

  it('resumes a send that was in flight when the page closed', () => {
    const record = { ...sampleMemberRecord(), ledger: [send()] };
    const { clock, snap, actor } = start(record);
    clock.increment(sendDuration);
    expect(selectEntry('TX-SEND-001')(snap())?.status).toBe('completed');
    actor.send({ type: 'ledger.settle', id: 'TX-SEND-001' });
    expect(selectEntry('TX-SEND-001')(snap())?.status).toBe('completed');
  });

  it('restarts the timers of entries still in flight in a record from another tab', () => {
    const { actor, clock, snap } = start();
    actor.send({ type: 'record.replace', record: { ...sampleMemberRecord(), ledger: [send()] } });
    clock.increment(sendDuration);
    expect(selectEntry('TX-SEND-001')(snap())?.status).toBe('completed');
  });
});

describe('memberStoreMachine: scheduled payments fall due while the store runs', () => {
  const day = (iso: string) => Date.parse(iso);
  const hour = 3_600_000;
  const scheduled = (id: string, at: string) =>
    send({ id, kind: 'payment', status: 'scheduled', at, feeCents: 0 });

  /** A store whose clock reads `startAt` and which knows the time from that clock. */
  function startAt(startAt: string, record: MemberRecord = sampleMemberRecord()) {
    const clock = new SimulatedClock();
    clock.set(day(startAt));
    const actor = createActor(memberStoreMachine, {
      clock,
      input: inputOf(record, clock),
    }).start();
    return { clock, actor, snap: () => actor.getSnapshot() };
  }

  it('completes a scheduled payment when its day comes, without a clock.now from outside', () => {
    const { actor, clock, snap } = startAt('2026-11-30T12:00:00.000Z');
    actor.send({ type: 'ledger.submit', entry: scheduled('PAY-1', '2026-12-01T00:00:00.000Z') });
    clock.increment(12 * hour - 1);
    expect(selectEntry('PAY-1')(snap())?.status).toBe('scheduled');
    clock.increment(1);
    expect(selectEntry('PAY-1')(snap())?.status).toBe('completed');
    expect(selectNotifications(snap())[0]).toMatchObject({
      id: 'completed-PAY-1',
      at: '2026-12-01T00:00:00.000Z',
    });
  });

  it('waits for the earliest of several, then the next; an earlier one added later moves the timer', () => {
    const { actor, clock, snap } = startAt('2026-11-30T00:00:00.000Z');
    actor.send({ type: 'ledger.submit', entry: scheduled('PAY-LATE', '2026-12-02T00:00:00.000Z') });
    actor.send({ type: 'ledger.submit', entry: scheduled('PAY-SOON', '2026-11-30T06:00:00.000Z') });
    clock.increment(6 * hour);
    expect(selectEntry('PAY-SOON')(snap())?.status).toBe('completed');
    expect(selectEntry('PAY-LATE')(snap())?.status).toBe('scheduled');
    clock.increment(42 * hour - 1);
    expect(selectEntry('PAY-LATE')(snap())?.status).toBe('scheduled');
    clock.increment(1);
    expect(selectEntry('PAY-LATE')(snap())?.status).toBe('completed');
  });

  it('one already due when the store starts completes at once', () => {
    const record = { ...sampleMemberRecord(), ledger: [scheduled('PAY-1', '2026-11-29T00:00:00.000Z')] };
    const { clock, snap } = startAt('2026-11-30T00:00:00.000Z', record);
    expect(selectEntry('PAY-1')(snap())?.status).toBe('scheduled');
    clock.increment(0);
    expect(selectEntry('PAY-1')(snap())?.status).toBe('completed');
  });

  it('a day further than a timer holds is waited for in steps', () => {
    const { actor, clock, snap } = startAt('2026-11-01T00:00:00.000Z');
    actor.send({ type: 'ledger.submit', entry: scheduled('PAY-1', '2027-01-30T00:00:00.000Z') });
    const total = day('2027-01-30T00:00:00.000Z') - day('2026-11-01T00:00:00.000Z');
    expect(total).toBeGreaterThan(2 * longestWait);
    clock.increment(longestWait);
    clock.increment(longestWait);
    expect(selectEntry('PAY-1')(snap())?.status).toBe('scheduled');
    clock.increment(total - 2 * longestWait - 1);
    expect(selectEntry('PAY-1')(snap())?.status).toBe('scheduled');
    clock.increment(1);
    expect(selectEntry('PAY-1')(snap())?.status).toBe('completed');
  });

  it('follows a record from another tab, an import and a reset', () => {
    const { actor, clock, snap } = startAt('2026-11-30T00:00:00.000Z');
    const withPayment = (id: string) => ({
      ...sampleMemberRecord(),
      ledger: [scheduled(id, '2026-11-30T01:00:00.000Z')],
    });
    actor.send({ type: 'record.replace', record: withPayment('PAY-TAB') });
    clock.increment(hour);
    expect(selectEntry('PAY-TAB')(snap())?.status).toBe('completed');
    actor.send({ type: 'record.import', record: withPayment('PAY-FILE') });
    clock.increment(0);
    expect(selectEntry('PAY-FILE')(snap())?.status).toBe('completed');
    // After a reset nothing is scheduled: the timer is gone, and time passing changes nothing.
    actor.send({ type: 'ledger.submit', entry: scheduled('PAY-GONE', '2026-11-30T03:00:00.000Z') });
    actor.send({ type: 'record.reset', record: sampleMemberRecord() });
    clock.increment(3 * hour);
    expect(selectLedger(snap())).toEqual([]);
    expect(selectNotifications(snap())).toEqual([]);
  });

  it('a clock.now from focus completes it first; the timer then finds nothing left', () => {
    const { actor, clock, snap } = startAt('2026-11-30T00:00:00.000Z');
    actor.send({ type: 'ledger.submit', entry: scheduled('PAY-1', '2026-11-30T02:00:00.000Z') });
    actor.send({ type: 'clock.now', at: '2026-11-30T02:00:00.000Z' });
    expect(selectEntry('PAY-1')(snap())?.status).toBe('completed');
    clock.increment(2 * hour);
    expect(selectNotifications(snap())).toHaveLength(1);
  });
});

describe('memberStoreMachine: the member and their work', () => {
  it('keeps tier, profile, contracts and deal work', () => {
    const { actor, snap } = start();
    actor.send({ type: 'tier.set', tier: 'platinum' });
    expect(selectTier(snap())).toBe('platinum');
    const profile = { name: 'Li Wei', title: 'Trader', company: 'Silk Co', location: 'Xi’an' };
    actor.send({ type: 'profile.set', profile });
    expect(selectProfile(snap())).toEqual(profile);
    const contract = {
      id: 'SC-0101',
      parties: ['silkRoadMember'],
      status: 'pending' as const,
      value: 1,
      milestones: 3,
      completed: 0,
      templateId: 'barter',
    };
    actor.send({ type: 'contract.add', contract });
    actor.send({ type: 'contract.add', contract });
    expect(selectContracts(snap())).toEqual([contract]);
    const draft = { ...sampleMemberRecord().deal.draft, volume: '500' };
    actor.send({ type: 'deal.saveDraft', draft });
    actor.send({ type: 'deal.propose', proposal: { id: 'P-1', terms: draft, at: 'x', status: 'sent' } });
    expect(selectDeal(snap()).draft.volume).toBe('500');
    expect(selectDeal(snap()).proposals.map((proposal) => proposal.id)).toEqual(['P-1']);
  });

  it('keeps customs and compliance work; a declaration per shipment, an alert resolved once', () => {
    const { actor, snap } = start();
    const document = {
      id: 'D1',
      code: null,
      fileName: 'bill.pdf',
      status: 'pending' as const,
      required: false,
    };
    actor.send({ type: 'customs.upload', upload: { shipmentId: 'CS-1', document, at: 'x' } });
    actor.send({ type: 'customs.upload', upload: { shipmentId: 'CS-1', document, at: 'y' } });
    actor.send({ type: 'customs.upload', upload: { shipmentId: 'CS-2', document, at: 'z' } });
    actor.send({
      type: 'customs.declare',
      declaration: { shipmentId: 'CS-1', status: 'submitted', at: 'a' },
    });
    actor.send({ type: 'customs.declare', declaration: { shipmentId: 'CS-1', status: 'cleared', at: 'b' } });
    // One upload per shipment and document id.
    expect(selectCustoms(snap()).uploads.map((upload) => [upload.shipmentId, upload.at])).toEqual([
      ['CS-2', 'z'],
      ['CS-1', 'x'],
    ]);
    expect(selectCustoms(snap()).declarations).toEqual([{ shipmentId: 'CS-1', status: 'cleared', at: 'b' }]);
    const upload = {
      id: 'UPL-001',
      name: 'iso.pdf',
      type: 'regulatory' as const,
      status: 'pending' as const,
      expiryDate: null,
      lastUpdated: '2026-11-25',
      region: 'global' as const,
      risk: 'medium' as const,
    };
    actor.send({ type: 'compliance.upload', document: upload });
    actor.send({ type: 'compliance.resolveAlert', id: 'ALT-1' });
    actor.send({ type: 'compliance.resolveAlert', id: 'ALT-1' });
    expect(selectCompliance(snap())).toEqual({ uploads: [upload], resolvedAlerts: ['ALT-1'] });
  });

  it('opens a room once, keeps messages per room and their status', () => {
    const { actor, clock, snap } = start();
    const room = {
      id: 'room-x',
      participants: ['steppe-harvest'],
      lastActivity: 'x',
      status: 'negotiating' as const,
      commodity: 'wheat' as const,
    };
    const opening = {
      id: 'm0',
      roomId: 'room-x',
      sender: 'system',
      content: '',
      contentKey: 'opened',
      timestamp: 'x',
      type: 'system' as const,
      status: 'read' as const,
    };
    actor.send({ type: 'chat.openRoom', room, messages: [opening] });
    actor.send({ type: 'chat.openRoom', room, messages: [opening] });
    const message = {
      ...opening,
      id: 'm1',
      sender: 'me',
      content: 'hi',
      type: 'message' as const,
      status: 'sent' as const,
    };
    actor.send({ type: 'chat.post', message });
    actor.send({ type: 'chat.post', message });
    clock.increment(deliveredDelay);
    clock.increment(readDelay);
    expect(selectChat(snap()).rooms).toEqual([room]);
    expect(selectChat(snap()).messages.map((m) => [m.id, m.status])).toEqual([
      ['m0', 'read'],
      ['m1', 'read'],
    ]);
  });

  it('adds and removes matching candidates', () => {
    const { actor, snap } = start();
    const candidate = { id: 'C-1', productId: 'p1', name: 'Wheat', category: 'agriculture', at: 'x' };
    actor.send({ type: 'matching.addCandidate', candidate });
    actor.send({ type: 'matching.addCandidate', candidate });
    expect(selectCandidates(snap())).toEqual([candidate]);
    actor.send({ type: 'matching.removeCandidate', id: 'C-1' });
    expect(selectCandidates(snap())).toEqual([]);
  });
});

describe('memberStoreMachine: the record as a whole and the notice', () => {
  it('starts with the notice it was given, and the member can dismiss it', () => {
    const clock = new SimulatedClock();
    const actor = createActor(memberStoreMachine, {
      clock,
      input: { ...inputOf(sampleMemberRecord(), clock), notice: 'recovered' },
    }).start();
    expect(selectNotice(actor.getSnapshot())).toBe('recovered');
    actor.send({ type: 'user.dismissNotice' });
    expect(selectNotice(actor.getSnapshot())).toBeNull();
  });

  it('reports a storage problem', () => {
    const { actor, snap } = start();
    expect(selectNotice(snap())).toBeNull();
    actor.send({ type: 'storage.problem', notice: 'writeFailed' });
    expect(selectNotice(snap())).toBe('writeFailed');
  });

  it('a record from another tab replaces this one and keeps the notice; an import or a reset clears it', () => {
    const clock = new SimulatedClock();
    const actor = createActor(memberStoreMachine, {
      clock,
      input: { ...inputOf(sampleMemberRecord(), clock), notice: 'recovered' },
    }).start();
    const snap = () => actor.getSnapshot();
    const fromOtherTab = { ...sampleMemberRecord(), tier: 'silver' as const };
    actor.send({ type: 'record.replace', record: fromOtherTab });
    expect(selectRecord(snap())).toBe(fromOtherTab);
    expect(selectNotice(snap())).toBe('recovered');
    const imported = { ...sampleMemberRecord(), tier: 'bronze' as const, ledger: [send()] };
    actor.send({ type: 'record.import', record: imported });
    expect(selectRecord(snap())).toBe(imported);
    expect(selectNotice(snap())).toBeNull();
    // An imported send still in flight completes.
    clock.increment(sendDuration);
    expect(selectEntry('TX-SEND-001')(snap())?.status).toBe('completed');
    actor.send({ type: 'storage.problem', notice: 'writeFailed' });
    actor.send({ type: 'record.reset', record: sampleMemberRecord() });
    expect(selectRecord(snap())).toEqual(sampleMemberRecord());
    expect(selectNotice(snap())).toBeNull();
    expect(snap().matches('ready')).toBe(true);
  });
});

describe('memberStoreMachine: notifications', () => {
  const { clearanceDuration } = memberStoreDelays;
  const note = (id: string, over: Partial<MemberNotification> = {}): MemberNotification => ({
    id,
    kind: 'priceAlert',
    at: '2026-11-25T07:00:00.000Z',
    key: 'priceUp',
    params: { symbol: 'OIL', percent: 1.2, threshold: 1 },
    link: '/dashboard?item=mkt-oil',
    read: false,
    ...over,
  });

  it('has the 5-second customs clearance', () => {
    expect(clearanceDuration).toBe(5000);
  });

  it('a send that completes notifies once, at the time it completed, linking to its entry', () => {
    const { actor, clock, snap } = start();
    actor.send({ type: 'ledger.submit', entry: send() });
    clock.increment(sendDuration - 1);
    expect(selectNotifications(snap())).toEqual([]);
    clock.increment(1);
    expect(selectNotifications(snap())).toEqual([
      {
        id: 'completed-TX-SEND-001',
        kind: 'send',
        at: '2026-11-25T07:00:02.000Z',
        key: 'sendCompleted',
        params: { amount: 100, counterparty: 'SRD-0x1234567890abcdef1234' },
        link: '/srd-wallet?tab=history&entry=TX-SEND-001',
        read: false,
      },
    ]);
    expect(selectUnreadCount(snap())).toBe(1);
    // A second settle (another tab, a resume) changes nothing.
    actor.send({ type: 'ledger.settle', id: 'TX-SEND-001' });
    expect(selectNotifications(snap())).toHaveLength(1);
  });

  it('a payment processed now, and a scheduled one on its day, notify as payments', () => {
    const { actor, clock, snap } = start();
    actor.send({
      type: 'ledger.submit',
      entry: send({ id: 'PAY-1', kind: 'payment', status: 'processing' }),
    });
    actor.send({
      type: 'ledger.submit',
      entry: send({ id: 'PAY-2', kind: 'payment', status: 'scheduled', at: '2026-12-01T00:00:00.000Z' }),
    });
    clock.increment(paymentDuration);
    actor.send({ type: 'clock.now', at: '2026-12-01T09:00:00.000Z' });
    expect(selectNotifications(snap()).map(({ id, kind, key, at }) => [id, kind, key, at])).toEqual([
      ['completed-PAY-2', 'payment', 'paymentCompleted', '2026-12-01T00:00:00.000Z'],
      ['completed-PAY-1', 'payment', 'paymentCompleted', '2026-11-25T07:00:02.000Z'],
    ]);
  });

  it('a refused send, a failed one and an inflow notify nothing', () => {
    const { actor, clock, snap } = start();
    actor.send({ type: 'ledger.submit', entry: send({ id: 'BIG', amountCents: 10_000_000 }) });
    actor.send({ type: 'ledger.submit', entry: send({ id: 'FAILED', status: 'failed' }) });
    actor.send({ type: 'ledger.submit', entry: send({ id: 'IN', direction: 'in', status: 'completed' }) });
    clock.increment(sendDuration);
    expect(selectNotifications(snap())).toEqual([]);
  });

  it('customs clears a submitted declaration after 5 s and notifies once; a cleared one waits for nothing', () => {
    const { actor, clock, snap } = start();
    actor.send({
      type: 'customs.declare',
      declaration: { shipmentId: 'CC-2026-003', status: 'submitted', at: '2026-11-25T07:00:00.000Z' },
    });
    clock.increment(clearanceDuration - 1);
    expect(selectCustoms(snap()).declarations[0]?.status).toBe('submitted');
    expect(selectNotifications(snap())).toEqual([]);
    clock.increment(1);
    expect(selectCustoms(snap()).declarations[0]?.status).toBe('cleared');
    expect(selectNotifications(snap())).toEqual([
      {
        id: 'cleared-CC-2026-003-2026-11-25T07:00:00.000Z',
        kind: 'declaration',
        at: '2026-11-25T07:00:05.000Z',
        key: 'declarationCleared',
        params: { shipment: 'CC-2026-003' },
        link: '/customs-clearance?shipment=CC-2026-003',
        read: false,
      },
    ]);
    // A late clear of a declaration already cleared, or of none, changes nothing.
    actor.send({ type: 'customs.clear', shipmentId: 'CC-2026-003' });
    actor.send({ type: 'customs.clear', shipmentId: 'nowhere' });
    expect(selectNotifications(snap())).toHaveLength(1);
    actor.send({
      type: 'customs.declare',
      declaration: { shipmentId: 'CC-2026-004', status: 'cleared', at: '2026-11-25T08:00:00.000Z' },
    });
    clock.increment(clearanceDuration);
    expect(selectNotifications(snap())).toHaveLength(1);
  });

  it('a declaration submitted before a reload, or in another tab, still clears', () => {
    const submitted = {
      ...sampleMemberRecord(),
      customs: {
        uploads: [],
        declarations: [{ shipmentId: 'CC-1', status: 'submitted' as const, at: '2026-11-25T07:00:00.000Z' }],
      },
    };
    const reloaded = start(submitted);
    reloaded.clock.increment(clearanceDuration);
    expect(selectCustoms(reloaded.snap()).declarations[0]?.status).toBe('cleared');

    const other = start();
    other.actor.send({ type: 'record.replace', record: submitted });
    other.clock.increment(clearanceDuration);
    expect(selectCustoms(other.snap()).declarations[0]?.status).toBe('cleared');

    const imported = start();
    imported.actor.send({ type: 'record.import', record: submitted });
    imported.clock.increment(clearanceDuration);
    expect(selectNotifications(imported.snap()).map((n) => n.kind)).toEqual(['declaration']);
  });

  it('keeps what screens notify, newest first, once per id', () => {
    const { actor, snap } = start();
    actor.send({ type: 'notification.add', notification: note('a') });
    actor.send({ type: 'notification.add', notification: note('b') });
    actor.send({ type: 'notification.add', notification: note('a', { read: true }) });
    expect(selectNotifications(snap()).map((n) => [n.id, n.read])).toEqual([
      ['b', false],
      ['a', false],
    ]);
  });

  it('keeps the last 100: the 101st drops the oldest', () => {
    const { actor, snap } = start();
    for (let index = 1; index <= 100; index += 1) {
      actor.send({ type: 'notification.add', notification: note(`n${index}`) });
    }
    expect(selectNotifications(snap())).toHaveLength(100);
    expect(selectNotifications(snap()).at(-1)?.id).toBe('n1');
    actor.send({ type: 'notification.add', notification: note('n101') });
    expect(selectNotifications(snap())).toHaveLength(100);
    expect(selectNotifications(snap())[0]?.id).toBe('n101');
    expect(selectNotifications(snap()).at(-1)?.id).toBe('n2');
    expect(selectUnreadCount(snap())).toBe(100);
  });

  it('marks one read, then all; marking again or an unknown id changes nothing', () => {
    const { actor, snap } = start();
    for (const id of ['a', 'b', 'c']) actor.send({ type: 'notification.add', notification: note(id) });
    actor.send({ type: 'notification.markRead', id: 'b' });
    expect(selectNotifications(snap()).map((n) => [n.id, n.read])).toEqual([
      ['c', false],
      ['b', true],
      ['a', false],
    ]);
    expect(selectUnreadCount(snap())).toBe(2);
    const before = selectRecord(snap());
    actor.send({ type: 'notification.markRead', id: 'b' });
    actor.send({ type: 'notification.markRead', id: 'zzz' });
    expect(selectRecord(snap())).toBe(before);
    actor.send({ type: 'notification.markAllRead' });
    expect(selectUnreadCount(snap())).toBe(0);
    const allRead = selectRecord(snap());
    actor.send({ type: 'notification.markAllRead' });
    expect(selectRecord(snap())).toBe(allRead);
  });
});

describe("memberStoreMachine: the member's chat messages are delivered, read and answered", () => {
  const { replyDuration } = memberStoreDelays;
  const posted = (id: string, over: Partial<ChatMessage> = {}): ChatMessage => ({
    id,
    roomId: 'room-wheat-oil',
    sender: 'me',
    content: 'Can you ship in March?',
    timestamp: '2026-11-25T07:00:00.000Z',
    type: 'message',
    status: 'sent',
    ...over,
  });

  function startReplying(record: MemberRecord = sampleMemberRecord(), seed = 7) {
    const clock = new SimulatedClock();
    const actor = createActor(memberStoreMachine, {
      clock,
      input: {
        ...inputOf(record, clock),
        chatReplies: chatReplyRules(createSeededRandom(seed), worldAnchorDay),
      },
    }).start();
    const snap = () => actor.getSnapshot();
    const ids = () => selectChat(snap()).messages.map((message) => message.id);
    return { clock, actor, snap, ids };
  }

  it('answers 5 s after the member wrote, once, and notifies with a link to the room', () => {
    expect(replyDuration).toBe(5000);
    const { actor, clock, snap, ids } = startReplying();
    actor.send({ type: 'chat.post', message: posted('sent-1') });
    clock.increment(replyDuration - 1);
    expect(ids()).toEqual(['sent-1']);
    expect(selectUnreadCount(snap())).toBe(0);
    clock.increment(1);
    expect(ids()).toEqual(['sent-1', 'sent-1-reply']);
    const reply = selectChat(snap()).messages[1];
    expect(reply).toMatchObject({
      roomId: 'room-wheat-oil',
      type: 'message',
      status: 'read',
      timestamp: '2026-11-25T07:00:05.000Z',
    });
    expect(['steppe-harvest', 'nile-petroleum']).toContain(reply?.sender);
    expect(reply?.contentKey).toMatch(/^common:chatReplies\.(checking|schedule|terms)$/);
    expect(selectNotifications(snap())).toEqual([
      {
        id: 'replied-sent-1-reply',
        kind: 'chatReply',
        at: '2026-11-25T07:00:05.000Z',
        key: 'chatReply',
        params: { sender: reply?.sender, previewKey: reply?.contentKey },
        link: '/negotiation-chat?room=room-wheat-oil',
        read: false,
      },
    ]);
    // The same post again (another tab, a repeat) neither answers nor notifies twice.
    actor.send({ type: 'chat.post', message: posted('sent-1') });
    clock.increment(replyDuration);
    expect(ids()).toEqual(['sent-1', 'sent-1-reply']);
    expect(selectUnreadCount(snap())).toBe(1);
  });

  it('the same seed gives the same reply; an offer gets an answer about offers', () => {
    const replyTo = (message: ChatMessage, seed: number) => {
      const { actor, clock, snap } = startReplying(sampleMemberRecord(), seed);
      actor.send({ type: 'chat.post', message });
      clock.increment(replyDuration);
      return selectChat(snap()).messages[1];
    };
    expect(replyTo(posted('sent-1'), 11)).toEqual(replyTo(posted('sent-1'), 11));
    const offer = posted('sent-2', {
      type: 'offer',
      content: '',
      offer: { commodity: 'wheat', quantity: 100, sdrValue: 24_550 },
    });
    expect(replyTo(offer, 3)?.contentKey).toMatch(/^common:chatReplies\.(reviewing|boardReview)$/);
  });

  it('messages in a row get one answer, to the last', () => {
    const { actor, clock, ids, snap } = startReplying();
    actor.send({ type: 'chat.post', message: posted('sent-1') });
    clock.increment(2000);
    actor.send({ type: 'chat.post', message: posted('sent-2', { timestamp: '2026-11-25T07:00:02.000Z' }) });
    clock.increment(replyDuration - 2000);
    expect(ids()).toEqual(['sent-1', 'sent-2']);
    clock.increment(2000);
    expect(ids()).toEqual(['sent-1', 'sent-2', 'sent-2-reply']);
    expect(selectUnreadCount(snap())).toBe(1);
  });

  it('nobody answers in a completed room, an unknown room, or a system note', () => {
    const { actor, clock, ids, snap } = startReplying();
    actor.send({ type: 'chat.post', message: posted('sent-1', { roomId: 'room-cotton-fertilizer' }) });
    actor.send({ type: 'chat.post', message: posted('sent-2', { roomId: 'room-nowhere' }) });
    actor.send({
      type: 'chat.post',
      message: posted('note-1', { roomId: 'room-rice-steel', type: 'system' }),
    });
    clock.increment(replyDuration);
    expect(ids()).toEqual(['sent-1', 'sent-2', 'note-1']);
    expect(selectUnreadCount(snap())).toBe(0);
  });

  it("answers in the member's own room, and not at all without reply rules", () => {
    const room = {
      id: 'MATCH-1',
      participants: ['andes-copper'],
      lastActivity: 'x',
      status: 'negotiating' as const,
      commodity: 'copper' as const,
    };
    const withRules = startReplying();
    withRules.actor.send({ type: 'chat.openRoom', room });
    withRules.actor.send({ type: 'chat.post', message: posted('sent-1', { roomId: 'MATCH-1' }) });
    withRules.clock.increment(replyDuration);
    expect(selectChat(withRules.snap()).messages[1]?.sender).toBe('andes-copper');

    const { actor, clock, snap } = start();
    actor.send({ type: 'chat.post', message: posted('sent-1') });
    clock.increment(replyDuration);
    expect(selectChat(snap()).messages).toHaveLength(1);
  });

  it('a record that arrives with the member waiting (load, another tab, import) gets its answer', () => {
    const waiting = (id: string): MemberRecord => ({
      ...sampleMemberRecord(),
      chat: { rooms: [], messages: [posted(id)] },
    });
    const { actor, clock, ids } = startReplying(waiting('sent-1'));
    clock.increment(replyDuration);
    expect(ids()).toEqual(['sent-1', 'sent-1-reply']);
    actor.send({ type: 'record.replace', record: waiting('sent-4') });
    clock.increment(replyDuration);
    expect(ids()).toEqual(['sent-4', 'sent-4-reply']);
    actor.send({ type: 'record.import', record: waiting('sent-9') });
    clock.increment(replyDuration);
    expect(ids()).toEqual(['sent-9', 'sent-9-reply']);
  });

  const statuses = (snap: () => MemberStoreSnapshot) =>
    selectChat(snap()).messages.map((message) => `${message.id}:${message.status}`);

  it("takes the member's message sent -> delivered (1 s) -> read (2 s), no screen needed", () => {
    expect([deliveredDelay, readDelay]).toEqual([1000, 2000]);
    const { actor, clock, snap } = start();
    actor.send({ type: 'chat.post', message: posted('sent-1') });
    expect(statuses(snap)).toEqual(['sent-1:sent']);
    clock.increment(deliveredDelay - 1);
    expect(statuses(snap)).toEqual(['sent-1:sent']);
    clock.increment(1);
    expect(statuses(snap)).toEqual(['sent-1:delivered']);
    clock.increment(readDelay - 1);
    expect(statuses(snap)).toEqual(['sent-1:delivered']);
    clock.increment(1);
    expect(statuses(snap)).toEqual(['sent-1:read']);
  });

  it('the message is read before the answer comes, though the member left the chat at once', () => {
    const { actor, clock, snap } = startReplying();
    actor.send({ type: 'chat.post', message: posted('sent-1') });
    clock.increment(deliveredDelay);
    clock.increment(readDelay);
    expect(statuses(snap)).toEqual(['sent-1:read']);
    clock.increment(replyDuration - deliveredDelay - readDelay);
    expect(statuses(snap)).toEqual(['sent-1:read', 'sent-1-reply:read']);
  });

  it('keeps several messages on their way at once, each on its own timers', () => {
    const { actor, clock, snap } = start();
    actor.send({ type: 'chat.post', message: posted('sent-1') });
    clock.increment(500);
    actor.send({ type: 'chat.post', message: posted('sent-2', { roomId: 'room-rice-steel' }) });
    clock.increment(500);
    expect(statuses(snap)).toEqual(['sent-1:delivered', 'sent-2:sent']);
    clock.increment(500);
    expect(statuses(snap)).toEqual(['sent-1:delivered', 'sent-2:delivered']);
    clock.increment(1500);
    expect(statuses(snap)).toEqual(['sent-1:read', 'sent-2:delivered']);
    clock.increment(500);
    expect(statuses(snap)).toEqual(['sent-1:read', 'sent-2:read']);
  });

  it('a record that arrives with messages on their way carries them on from where they stood', () => {
    const onTheirWay: MemberRecord = {
      ...sampleMemberRecord(),
      chat: {
        rooms: [],
        messages: [
          posted('sent-1'),
          posted('sent-2', { status: 'delivered' }),
          posted('sent-3', { status: 'read' }),
          // Others' messages are not the member's to deliver.
          posted('wo-2', { sender: 'steppe-harvest' }),
        ],
      },
    };
    const { actor, clock, snap } = start();
    actor.send({ type: 'record.replace', record: onTheirWay });
    clock.increment(deliveredDelay);
    expect(statuses(snap)).toEqual(['sent-1:delivered', 'sent-2:delivered', 'sent-3:read', 'wo-2:sent']);
    clock.increment(readDelay - deliveredDelay);
    expect(statuses(snap)).toEqual(['sent-1:delivered', 'sent-2:read', 'sent-3:read', 'wo-2:sent']);
    clock.increment(deliveredDelay);
    expect(statuses(snap)).toEqual(['sent-1:read', 'sent-2:read', 'sent-3:read', 'wo-2:sent']);
  });

  it("a status event out of order, for an unknown id or for a message not the member's changes nothing", () => {
    const record: MemberRecord = {
      ...sampleMemberRecord(),
      chat: { rooms: [], messages: [posted('wo-2', { sender: 'steppe-harvest', status: 'delivered' })] },
    };
    const { actor, snap } = start(record);
    const before = selectRecord(snap());
    actor.send({ type: 'chat.delivered', id: 'nope' });
    actor.send({ type: 'chat.read', id: 'nope' });
    actor.send({ type: 'chat.read', id: 'wo-2' });
    expect(selectRecord(snap())).toBe(before);
    actor.send({ type: 'chat.post', message: posted('sent-1') });
    actor.send({ type: 'chat.read', id: 'sent-1' });
    expect(statuses(snap)).toEqual(['wo-2:delivered', 'sent-1:sent']);
  });
});
