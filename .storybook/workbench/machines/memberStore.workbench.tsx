/**
 * Workbench file of `src/machines/memberStore.machine.ts`: the sample member's record, the account
 * rule the app uses (sample history plus the member's entries) and the app's notification rules.
 */
import { sampleMemberRecord } from '../../../src/data/memberRecord';
import { notificationRules } from '../../../src/data/notifications';
import type { memberStoreMachine } from '../../../src/machines/memberStore.machine';
import { figuresOf } from '../../../src/platform/memberStore';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: () => ({
    record: sampleMemberRecord(),
    availableCents: (ledger) => figuresOf(ledger).availableCents,
    notifications: notificationRules,
  }),
  events: {
    'ledger.settle': { id: 'TX-SEND-001' },
    'clock.now': { at: '2026-11-22T10:00:00.000Z' },
    'notification.markRead': { id: 'notification-1' },
  },
} satisfies WorkbenchConfig<typeof memberStoreMachine>;
