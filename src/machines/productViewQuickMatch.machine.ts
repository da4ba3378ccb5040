/**
 * Quick Match requests of the product explorer A: which products the member asked the matching
 * service to find barter partners for. A request can be withdrawn; asking twice changes nothing.
 *
 * States: `ready` (the only state; the requested product ids are in context).
 * Events: `user.requestMatch` {id}, `user.cancelMatch` {id}.
 * Delays: none (the request is recorded locally at once; no server).
 */
import { assign, setup, type SnapshotFrom } from 'xstate';

export interface ProductViewQuickMatchInput {
  /** Requests already made (stories start from them). */
  requested: readonly string[];
}

export interface ProductViewQuickMatchContext {
  /** Requested product ids, in the order they were requested. */
  requested: string[];
}

export type ProductViewQuickMatchEvent =
  { type: 'user.requestMatch'; id: string } | { type: 'user.cancelMatch'; id: string };

export const productViewQuickMatchMachine = setup({
  types: {
    context: {} as ProductViewQuickMatchContext,
    events: {} as ProductViewQuickMatchEvent,
    input: {} as ProductViewQuickMatchInput,
  },
  guards: {
    canRequest: ({ context, event }) => event.id !== '' && !context.requested.includes(event.id),
    isRequested: ({ context, event }) => context.requested.includes(event.id),
  },
  actions: {
    addRequest: assign({
      requested: ({ context, event }) => [...context.requested, event.id],
    }),
    removeRequest: assign({
      requested: ({ context, event }) => context.requested.filter((id) => id !== event.id),
    }),
  },
}).createMachine({
  id: 'productViewQuickMatch',
  context: ({ input }) => ({ requested: [...input.requested] }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'user.requestMatch': { guard: 'canRequest', actions: 'addRequest' },
        'user.cancelMatch': { guard: 'isRequested', actions: 'removeRequest' },
      },
    },
  },
});

export type ProductViewQuickMatchSnapshot = SnapshotFrom<typeof productViewQuickMatchMachine>;

export const selectRequestedIds = (snapshot: ProductViewQuickMatchSnapshot): readonly string[] =>
  snapshot.context.requested;
