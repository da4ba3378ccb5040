/**
 * Copy indicator (spec part 1, sections 8 and 9): after a successful copy to the clipboard the copy
 * button shows "Copied" for 2 seconds. Another copy meanwhile restarts the 2 seconds. The clipboard
 * call itself is the screen's (it is a browser promise); the screen reports its outcome here.
 *
 * States: `idle` (initial), `copied`.
 * Events: `clipboard.copied` (the write succeeded), `user.reset` (hide the indicator now).
 * Delays: `copiedDuration` 2000 ms.
 */
import { setup, type SnapshotFrom } from 'xstate';

export const copyIndicatorDelays = { copiedDuration: 2000 } as const;

export type CopyIndicatorEvent = { type: 'clipboard.copied' } | { type: 'user.reset' };

export const copyIndicatorMachine = setup({
  types: { events: {} as CopyIndicatorEvent },
  delays: copyIndicatorDelays,
}).createMachine({
  id: 'copyIndicator',
  initial: 'idle',
  states: {
    idle: {
      on: { 'clipboard.copied': 'copied' },
    },
    copied: {
      after: { copiedDuration: 'idle' },
      on: {
        'clipboard.copied': { target: 'copied', reenter: true },
        'user.reset': 'idle',
      },
    },
  },
});

export type CopyIndicatorSnapshot = SnapshotFrom<typeof copyIndicatorMachine>;

export const selectIsCopied = (snapshot: CopyIndicatorSnapshot): boolean => snapshot.matches('copied');
