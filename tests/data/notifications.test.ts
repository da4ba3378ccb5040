// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../src/data/ledger';
import { readMemberRecord, sampleMemberRecord, serializeMemberRecord } from '../../src/data/memberRecord';
import {
  isAppLink,
  maxNotifications,
  notificationRules,
  stoppedWorkNotification,
} from '../../src/data/notifications';
import { walletEntryLink } from '../../src/data/itemLinks';

const entry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  id: 'TX-1',
  kind: 'transfer',
  direction: 'out',
  amountCents: 12_345,
  feeCents: 35,
  counterparty: 'SRD-0xabc',
  reference: '',
  at: '2026-11-25T07:00:00.000Z',
  status: 'pending',
  ...over,
});

describe('notification rules', () => {
  it('keeps the last 100', () => {
    expect(maxNotifications).toBe(100);
    expect(notificationRules.max).toBe(100);
  });

  it('a completed send links to its entry in the wallet history, with its amount in SDR', () => {
    expect(notificationRules.completed(entry(), '2026-11-25T07:00:02.000Z')).toEqual({
      id: 'completed-TX-1',
      kind: 'send',
      at: '2026-11-25T07:00:02.000Z',
      key: 'sendCompleted',
      params: { amount: 123.45, counterparty: 'SRD-0xabc' },
      link: '/srd-wallet?tab=history&entry=TX-1',
      read: false,
    });
  });

  it('a completed payment says payment and links to its entry too', () => {
    const notification = notificationRules.completed(entry({ id: 'PAY 1', kind: 'payment' }), 'x');
    expect(notification.kind).toBe('payment');
    expect(notification.key).toBe('paymentCompleted');
    expect(notification.link).toBe(walletEntryLink('PAY 1'));
    expect(notification.link).toBe('/srd-wallet?tab=history&entry=PAY%201');
  });

  it('a cleared declaration links to its shipment', () => {
    const notification = notificationRules.cleared({ shipmentId: 'CC-2026-003', at: 'a' }, 'b');
    expect(notification).toMatchObject({
      kind: 'declaration',
      key: 'declarationCleared',
      link: '/customs-clearance?shipment=CC-2026-003',
      params: { shipment: 'CC-2026-003' },
    });
  });

  it("a counterparty's reply quotes it (a stock reply by its key, typed text as typed) and links to its room", () => {
    const reply = {
      id: 'sent-3-reply',
      roomId: 'room wheat',
      sender: 'Nile Petroleum',
      content: '',
      contentKey: 'common:chatReplies.terms',
      timestamp: '2026-11-25T07:00:05.000Z',
      type: 'message' as const,
      status: 'read' as const,
    };
    expect(notificationRules.replied(reply)).toEqual({
      id: 'replied-sent-3-reply',
      kind: 'chatReply',
      at: '2026-11-25T07:00:05.000Z',
      key: 'chatReply',
      params: { sender: 'Nile Petroleum', previewKey: 'common:chatReplies.terms' },
      link: '/negotiation-chat?room=room%20wheat',
      read: false,
    });
    const { contentKey: _stock, ...typed } = { ...reply, content: 'See you <b>then</b>' };
    expect(notificationRules.replied(typed).params).toEqual({
      sender: 'Nile Petroleum',
      preview: 'See you <b>then</b>',
    });
  });

  it.each([
    ['/srd-wallet?tab=history&entry=TX-1', true],
    ['/', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['javascript:alert(1)', false],
    ['/a b', false],
    ['relative', false],
    [`/${'x'.repeat(400)}`, false],
  ])('isAppLink(%j) is %s', (link, expected) => {
    expect(isAppLink(link)).toBe(expected);
  });
});

describe('work a screen stopped because the member left', () => {
  const started = '2026-11-25T07:00:00.000Z';
  const left = '2026-11-25T07:00:03.000Z';

  it.each([
    [
      { kind: 'deploy', templateCode: 'milestoneEscrow' } as const,
      {
        kind: 'deploy',
        key: 'deployCancelled',
        params: { template: 'milestoneEscrow' },
        link: '/smart-contracts',
      },
    ],
    [
      { kind: 'plan', tier: 'platinum' } as const,
      {
        kind: 'plan',
        key: 'planChangeCancelled',
        params: { tier: 'platinum' },
        link: '/membership-packages',
      },
    ],
    [
      { kind: 'declaration', shipmentId: 'CC-2026-003' } as const,
      {
        kind: 'declaration',
        key: 'declarationCancelled',
        params: { shipment: 'CC-2026-003' },
        link: '/customs-clearance?shipment=CC-2026-003',
      },
    ],
  ])('%o says what stopped and links back to where it starts again', (work, expected) => {
    const notification = stoppedWorkNotification(work, started, left);
    expect(notification).toMatchObject({ ...expected, at: left, read: false });
    expect(notification.id).toContain(started);
    expect(isAppLink(notification.link)).toBe(true);
    // Told twice (leaving, then the page closing): the same id, so the store keeps one.
    expect(stoppedWorkNotification(work, started, '2026-11-25T07:00:09.000Z').id).toBe(notification.id);
  });

  it('is kept in the member record through a save and a read', () => {
    const notifications = [
      stoppedWorkNotification({ kind: 'deploy', templateCode: 'supplyChain' }, started, left),
      stoppedWorkNotification({ kind: 'plan', tier: 'silver' }, started, left),
      stoppedWorkNotification({ kind: 'declaration', shipmentId: 'CC-2026-001' }, started, left),
    ];
    const record = { ...sampleMemberRecord(), notifications };
    const reading = readMemberRecord(serializeMemberRecord(record));
    expect(reading.kind).toBe('ok');
    expect(reading.kind === 'ok' ? reading.record.notifications : []).toEqual(notifications);
  });
});
