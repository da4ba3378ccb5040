/**
 * Typing indicator of the negotiation chat: every 10 s a 30 % chance that the counterpart types for 2 s;
 * the beat is regular (showing the indicator does not shift the next check).
 *
 * States: parallel `ticker.waiting` and `indicator.hidden` (initial) / `indicator.visible`.
 * Events: `ticker.tick` (raised every `checkInterval`), `user.reset` (hide and restart the beat).
 * Delays: `checkInterval` 10000 ms, `typingDuration` 2000 ms.
 * Input: `random`, `chance` (optional, default 0.3).
 */
import { assign, raise, setup, type SnapshotFrom } from 'xstate';
import type { RandomSource } from './random';

export const typingIndicatorDelays = { checkInterval: 10_000, typingDuration: 2000 } as const;

/** The chance that a check shows the indicator (30%). */
export const typingChance = 0.3;

export interface TypingIndicatorInput {
  random: RandomSource;
  chance?: number;
}

export interface TypingIndicatorContext {
  random: RandomSource;
  chance: number;
  /** The last number drawn, in [0, 1); the indicator shows when it is below `chance`. */
  lastDraw: number;
}

export type TypingIndicatorEvent = { type: 'ticker.tick' } | { type: 'user.reset' };

export const typingIndicatorMachine = setup({
  types: {
    context: {} as TypingIndicatorContext,
    events: {} as TypingIndicatorEvent,
    input: {} as TypingIndicatorInput,
  },
  delays: typingIndicatorDelays,
  guards: {
    isTypingDrawn: ({ context }) => context.lastDraw < context.chance,
  },
  actions: {
    // Drawn by the ticker, not in the guard: `snapshot.can()` must not consume random numbers.
    drawChance: assign({ lastDraw: ({ context }) => context.random() }),
    raiseTick: raise({ type: 'ticker.tick' }),
  },
}).createMachine({
  id: 'typingIndicator',
  context: ({ input }) => ({
    random: input.random,
    chance: input.chance ?? typingChance,
    lastDraw: 1,
  }),
  type: 'parallel',
  on: {
    'user.reset': { target: ['.ticker.waiting', '.indicator.hidden'], reenter: true },
  },
  states: {
    ticker: {
      initial: 'waiting',
      states: {
        waiting: {
          after: {
            checkInterval: { target: 'waiting', reenter: true, actions: ['drawChance', 'raiseTick'] },
          },
        },
      },
    },
    indicator: {
      initial: 'hidden',
      states: {
        hidden: {
          on: { 'ticker.tick': { guard: 'isTypingDrawn', target: 'visible' } },
        },
        visible: {
          after: { typingDuration: 'hidden' },
        },
      },
    },
  },
});

export type TypingIndicatorSnapshot = SnapshotFrom<typeof typingIndicatorMachine>;

export const selectIsTyping = (snapshot: TypingIndicatorSnapshot): boolean =>
  snapshot.matches({ indicator: 'visible' });
