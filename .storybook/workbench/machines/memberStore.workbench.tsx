/**
 * Workbench file of `src/machines/memberStore.machine.ts`: the sample member's record, the account
 * rule the app uses (sample history plus the member's entries), the app's notification and chat reply
 * rules (seeded), the sample world's now, and sample payloads of the events with short ones.
 */
import { sampleMemberRecord } from '../../../src/data/memberRecord';
import { chatReplyRules } from '../../../src/data/chatReplies';
import { notificationRules } from '../../../src/data/notifications';
import { worldNow } from '../../../src/data/sampleWorld';
import type { memberStoreMachine } from '../../../src/machines/memberStore.machine';
import { figuresOf } from '../../../src/platform/memberStore';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: ({ random }) => ({
    record: sampleMemberRecord(),
    availableCents: (ledger) => figuresOf(ledger).availableCents,
    notice: null,
    notifications: notificationRules,
    chatReplies: chatReplyRules(random),
    now: worldNow,
  }),
  events: {
    'ledger.settle': { id: 'TX-SEND-001' },
    'clock.now': { at: '2026-11-22T10:00:00.000Z' },
    'notification.markRead': { id: 'notification-1' },
    'tier.set': { tier: 'gold' },
    'chat.post': {
      message: {
        id: 'sent-1',
        roomId: 'room-wheat-oil',
        sender: 'me',
        content: 'Can you do 4,800 t?',
        timestamp: '2026-11-22T10:00:00.000Z',
        type: 'message',
        status: 'sent',
      },
    },
    'chat.delivered': { id: 'sent-1' },
    'chat.read': { id: 'sent-1' },
    'chat.reply': { id: 'sent-1' },
    'customs.clear': { shipmentId: 'SHP-001' },
    'compliance.resolveAlert': { id: 'alert-1' },
    'matching.removeCandidate': { id: 'C-1' },
    'storage.problem': { notice: 'writeFailed' },
  },
} satisfies WorkbenchConfig<typeof memberStoreMachine>;
