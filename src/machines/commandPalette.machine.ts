/**
 * Command palette: the query, the highlighted result and the member's recent picks (newest first, at
 * most `maxRecentPicks`). The result count is announced once typing pauses; a reset asks first.
 *
 * States: `closed` (initial), `open.settled` (tag `announce`), `open.typing`, `confirmingReset`.
 * Events: `user.open`, `user.close`, `user.type` (query), `user.next` / `user.previous` / `user.last`
 * (with the result count, so the highlight wraps), `user.first`, `user.hover` (index), `user.pick`
 * (entry id), `user.confirm`, `user.cancel`. Emits `pick` (id) and `reset` (confirmed).
 * Delays: `announceDelay` 500 ms.
 * Input: `storedRecent` (the stored text of the recent picks).
 */
import { assertEvent, assign, emit, setup, type SnapshotFrom } from 'xstate';

export const commandPaletteDelays = { announceDelay: 500 } as const;
export const maxRecentPicks = 5;
/** The entry that asks before it acts. */
export const resetCommandId = 'action:reset';

const entryIdPattern = /^[a-zA-Z]+:[\w.-]{1,80}$/;

/**
 * Recent picks from storage: a JSON array of entry ids. Anything else (broken JSON, another shape,
 * odd ids) gives no recent picks; duplicates and extras are dropped.
 */
export function parseRecentPicks(stored: string | null): string[] {
  if (stored === null || stored.length > 4096) return [];
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const ids = value.filter((item): item is string => typeof item === 'string' && entryIdPattern.test(item));
  return [...new Set(ids)].slice(0, maxRecentPicks);
}

export interface CommandPaletteContext {
  query: string;
  /** Index in the listed results; -1 when nothing is highlighted (no results). */
  highlighted: number;
  recent: string[];
  /** The entry waiting for the member's confirmation. */
  pending: string | null;
}

export interface CommandPaletteInput {
  /** The stored text of the recent picks (validated here). */
  storedRecent: string | null;
}

export type CommandPaletteEvent =
  | { type: 'user.open' }
  | { type: 'user.close' }
  | { type: 'user.type'; query: string }
  | { type: 'user.next'; count: number }
  | { type: 'user.previous'; count: number }
  | { type: 'user.first' }
  | { type: 'user.last'; count: number }
  | { type: 'user.hover'; index: number }
  | { type: 'user.pick'; id: string }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' };

export type CommandPaletteEmitted = { type: 'pick'; id: string } | { type: 'reset' };

const withRecent = (recent: readonly string[], id: string) =>
  [id, ...recent.filter((other) => other !== id)].slice(0, maxRecentPicks);

export const commandPaletteMachine = setup({
  types: {
    context: {} as CommandPaletteContext,
    events: {} as CommandPaletteEvent,
    input: {} as CommandPaletteInput,
    emitted: {} as CommandPaletteEmitted,
  },
  delays: commandPaletteDelays,
  guards: {
    isResetPick: ({ event }) => {
      assertEvent(event, 'user.pick');
      return event.id === resetCommandId;
    },
    isValidPick: ({ event }) => {
      assertEvent(event, 'user.pick');
      return entryIdPattern.test(event.id);
    },
    hasResults: ({ event }) => {
      assertEvent(event, ['user.next', 'user.previous', 'user.last']);
      return event.count > 0;
    },
  },
  actions: {
    clearQuery: assign({ query: '', highlighted: 0, pending: null }),
    setQuery: assign(({ event }) => {
      assertEvent(event, 'user.type');
      return { query: event.query, highlighted: 0 };
    }),
    highlightNext: assign(({ context, event }) => {
      assertEvent(event, 'user.next');
      return { highlighted: (context.highlighted + 1) % event.count };
    }),
    highlightPrevious: assign(({ context, event }) => {
      assertEvent(event, 'user.previous');
      return { highlighted: (context.highlighted - 1 + event.count) % event.count };
    }),
    highlightFirst: assign({ highlighted: 0 }),
    highlightLast: assign(({ event }) => {
      assertEvent(event, 'user.last');
      return { highlighted: event.count - 1 };
    }),
    highlightHovered: assign(({ event }) => {
      assertEvent(event, 'user.hover');
      return { highlighted: Math.max(0, Math.trunc(event.index)) };
    }),
    rememberPick: assign(({ context, event }) => {
      assertEvent(event, 'user.pick');
      return { recent: withRecent(context.recent, event.id) };
    }),
    setPending: assign(({ event }) => {
      assertEvent(event, 'user.pick');
      return { pending: event.id };
    }),
    clearPending: assign({ pending: null }),
    emitPick: emit(({ event }) => {
      assertEvent(event, 'user.pick');
      return { type: 'pick' as const, id: event.id };
    }),
    emitReset: emit({ type: 'reset' as const }),
    // Provided by the app: stores the recent ids.
    persistRecent: (_, _params: { recent: readonly string[] }) => {},
  },
}).createMachine({
  id: 'commandPalette',
  context: ({ input }) => ({
    query: '',
    highlighted: 0,
    recent: parseRecentPicks(input.storedRecent),
    pending: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'user.open': { target: 'open', actions: 'clearQuery' } },
    },
    open: {
      initial: 'settled',
      on: {
        'user.close': { target: 'closed' },
        'user.type': { target: '.typing', reenter: true, actions: 'setQuery' },
        'user.next': { guard: 'hasResults', actions: 'highlightNext' },
        'user.previous': { guard: 'hasResults', actions: 'highlightPrevious' },
        'user.first': { actions: 'highlightFirst' },
        'user.last': { guard: 'hasResults', actions: 'highlightLast' },
        'user.hover': { actions: 'highlightHovered' },
        'user.pick': [
          { guard: 'isResetPick', target: 'confirmingReset', actions: ['rememberPick', 'setPending'] },
          {
            guard: 'isValidPick',
            target: 'closed',
            actions: [
              'rememberPick',
              { type: 'persistRecent', params: ({ context }) => ({ recent: context.recent }) },
              'emitPick',
            ],
          },
        ],
      },
      states: {
        typing: { after: { announceDelay: 'settled' } },
        settled: { tags: ['announce'] },
      },
    },
    confirmingReset: {
      on: {
        'user.confirm': {
          target: 'closed',
          actions: [
            { type: 'persistRecent', params: ({ context }) => ({ recent: context.recent }) },
            'emitReset',
            'clearPending',
          ],
        },
        'user.cancel': { target: 'open', actions: 'clearPending' },
        'user.close': { target: 'open', actions: 'clearPending' },
      },
    },
  },
});

export type CommandPaletteSnapshot = SnapshotFrom<typeof commandPaletteMachine>;

export const selectIsConfirmingReset = (snapshot: CommandPaletteSnapshot) =>
  snapshot.matches('confirmingReset');
export const selectQuery = (snapshot: CommandPaletteSnapshot) => snapshot.context.query;
export const selectHighlighted = (snapshot: CommandPaletteSnapshot) => snapshot.context.highlighted;
export const selectRecent = (snapshot: CommandPaletteSnapshot) => snapshot.context.recent;
/** True once typing has paused: the result count may be announced. */
export const selectAnnounce = (snapshot: CommandPaletteSnapshot) => snapshot.hasTag('announce');
