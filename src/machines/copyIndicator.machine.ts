/**
 * Copy to the clipboard: writes the text through the injected `writeText`, then shows "Copied" for 2 s;
 * another copy meanwhile restarts the 2 s once its write succeeds; a failed write is reported.
 *
 * States: `idle` (initial), `writing`, `copied.shown`, `copied.rewriting`, `failed`.
 * Events: `user.copy` (text), `user.reset` (hide now). Emits `copy.succeeded`, `copy.failed` (error).
 * Delays: `copiedDuration` 2000 ms.
 * Input: `writeText` (the clipboard's write).
 */
import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';

export const copyIndicatorDelays = { copiedDuration: 2000 } as const;

export type WriteText = (text: string) => Promise<void>;

export interface CopyIndicatorInput {
  writeText: WriteText;
}

interface CopyIndicatorContext {
  writeText: WriteText;
  /** The text of the latest copy. */
  text: string;
}

export type CopyIndicatorEmitted = { type: 'copy.succeeded' } | { type: 'copy.failed'; error: unknown };

export type CopyIndicatorEvent = { type: 'user.copy'; text: string } | { type: 'user.reset' };

export const copyIndicatorMachine = setup({
  types: {
    context: {} as CopyIndicatorContext,
    events: {} as CopyIndicatorEvent,
    input: {} as CopyIndicatorInput,
    emitted: {} as CopyIndicatorEmitted,
  },
  actors: {
    clipboardWrite: fromPromise<void, { writeText: WriteText; text: string }>(({ input }) =>
      input.writeText(input.text),
    ),
  },
  actions: {
    remember: assign({
      text: ({ event }) => {
        assertEvent(event, 'user.copy');
        return event.text;
      },
    }),
    announceCopied: emit({ type: 'copy.succeeded' as const }),
    reportFailure: emit((_, params: { error: unknown }) => ({
      type: 'copy.failed' as const,
      error: params.error,
    })),
  },
  delays: copyIndicatorDelays,
}).createMachine({
  id: 'copyIndicator',
  context: ({ input }) => ({ writeText: input.writeText, text: '' }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'user.copy': { target: 'writing', actions: 'remember' } },
    },
    writing: {
      invoke: {
        src: 'clipboardWrite',
        input: ({ context }) => ({ writeText: context.writeText, text: context.text }),
        onDone: { target: 'copied', actions: 'announceCopied' },
        onError: {
          target: 'failed',
          actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
      on: { 'user.copy': { target: 'writing', reenter: true, actions: 'remember' } },
    },
    copied: {
      initial: 'shown',
      on: { 'user.reset': 'idle' },
      states: {
        shown: {
          after: { copiedDuration: '#copyIndicator.idle' },
          on: { 'user.copy': { target: 'rewriting', actions: 'remember' } },
        },
        rewriting: {
          invoke: {
            src: 'clipboardWrite',
            input: ({ context }) => ({ writeText: context.writeText, text: context.text }),
            onDone: { target: 'shown', actions: 'announceCopied' },
            onError: {
              target: '#copyIndicator.failed',
              actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
            },
          },
          on: { 'user.copy': { target: 'rewriting', reenter: true, actions: 'remember' } },
        },
      },
    },
    failed: {
      on: {
        'user.copy': { target: 'writing', actions: 'remember' },
        'user.reset': 'idle',
      },
    },
  },
});

export type CopyIndicatorSnapshot = SnapshotFrom<typeof copyIndicatorMachine>;

export const selectIsCopied = (snapshot: CopyIndicatorSnapshot): boolean => snapshot.matches('copied');
