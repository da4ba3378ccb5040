/**
 * Workbench defaults of `src/machines/commandPalette.machine.ts`: its input (two recent picks) and
 * sample payloads, and a story that starts at the reset confirmation.
 */
import type { commandPaletteMachine } from '../../../src/machines/commandPalette.machine';
import type { WorkbenchConfig } from '../workbenchConfig';
import type { WorkbenchStory } from '../machineStories';

export default {
  input: () => ({ storedRecent: '["shipment:SH-2026-001","screen:srdWallet"]' }),
  events: {
    'user.type': { query: 'wallet' },
    'user.next': { count: 3 },
    'user.previous': { count: 3 },
    'user.last': { count: 3 },
    'user.hover': { index: 1 },
    // The reset entry, so the confirmation can be reached; edit the JSON to pick another entry.
    'user.pick': { id: 'action:reset' },
  },
} satisfies WorkbenchConfig<typeof commandPaletteMachine>;

// "Reset sample data" picked: the palette waits for the member to confirm or cancel.
export const ConfirmingReset: WorkbenchStory = { startIn: 'confirmingReset' };
