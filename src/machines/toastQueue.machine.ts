/**
 * Toast queue: at most `maxVisibleToasts` shown in order of arrival; the oldest dismisses itself after
 * `toastDuration`, then the next one's timer starts. Hover or focus pauses; leaving restarts it in full,
 * and so does dismissing a toast while paused: the toast that held the pause is gone.
 *
 * States: `empty` (initial), `showing.running`, `showing.paused`.
 * Events: `toast.add` (toast without id), `user.dismiss` (id), `user.pause`, `user.resume`.
 * Delays: `toastDuration` 5000 ms.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';

export const toastDelays = { toastDuration: 5000 } as const;
export const maxVisibleToasts = 3;

export type ToastTone = 'success' | 'info' | 'warning' | 'danger';

export interface ToastInput {
  tone: ToastTone;
  /** Already translated: the queue holds what it is given and invents no text. */
  title: string;
  description?: string;
  /** One action offered beside the text (View): a label, already translated, and the app path it opens. */
  action?: { label: string; link: string };
}

export interface Toast extends ToastInput {
  id: string;
}

export interface ToastQueueContext {
  toasts: Toast[];
  nextId: number;
}

export type ToastQueueEvent =
  | { type: 'toast.add'; toast: ToastInput }
  | { type: 'user.dismiss'; id: string }
  | { type: 'user.pause' }
  | { type: 'user.resume' };

export const toastQueueMachine = setup({
  types: {
    context: {} as ToastQueueContext,
    events: {} as ToastQueueEvent,
  },
  delays: toastDelays,
  guards: {
    hasOthers: ({ context }) => context.toasts.length > 1,
    isOldestWithOthers: ({ context, event }) => {
      assertEvent(event, 'user.dismiss');
      return context.toasts.length > 1 && context.toasts[0]?.id === event.id;
    },
    isLastToast: ({ context, event }) => {
      assertEvent(event, 'user.dismiss');
      return context.toasts.length === 1 && context.toasts[0]?.id === event.id;
    },
    isShownWithOthers: ({ context, event }) => {
      assertEvent(event, 'user.dismiss');
      return context.toasts.length > 1 && context.toasts.some((toast) => toast.id === event.id);
    },
  },
  actions: {
    addToast: assign(({ context, event }) => {
      assertEvent(event, 'toast.add');
      return {
        toasts: [...context.toasts, { ...event.toast, id: `toast-${context.nextId}` }],
        nextId: context.nextId + 1,
      };
    }),
    removeToast: assign({
      toasts: ({ context, event }) => {
        assertEvent(event, 'user.dismiss');
        return context.toasts.filter((toast) => toast.id !== event.id);
      },
    }),
    removeOldest: assign({ toasts: ({ context }) => context.toasts.slice(1) }),
  },
}).createMachine({
  id: 'toastQueue',
  context: { toasts: [], nextId: 1 },
  initial: 'empty',
  states: {
    empty: {
      on: { 'toast.add': { target: 'showing', actions: 'addToast' } },
    },
    showing: {
      initial: 'running',
      on: {
        'toast.add': { actions: 'addToast' },
        'user.dismiss': [
          { guard: 'isLastToast', target: 'empty', actions: 'removeToast' },
          { actions: 'removeToast' },
        ],
      },
      states: {
        running: {
          after: {
            toastDuration: [
              { guard: 'hasOthers', target: 'running', reenter: true, actions: 'removeOldest' },
              { target: '#toastQueue.empty', actions: 'removeOldest' },
            ],
          },
          on: {
            'user.pause': 'paused',
            // The next toast gets its full time, not what was left of the dismissed one's.
            'user.dismiss': {
              guard: 'isOldestWithOthers',
              target: 'running',
              reenter: true,
              actions: 'removeToast',
            },
          },
        },
        paused: {
          on: {
            'user.resume': 'running',
            // The pointer or focus that paused the queue was on the toast the member closed (a removed
            // element reports no leave): the next toast gets its full time.
            'user.dismiss': { guard: 'isShownWithOthers', target: 'running', actions: 'removeToast' },
          },
        },
      },
    },
  },
});

export type ToastQueueSnapshot = SnapshotFrom<typeof toastQueueMachine>;

export const selectVisibleToasts = (snapshot: ToastQueueSnapshot): Toast[] =>
  snapshot.context.toasts.slice(0, maxVisibleToasts);
export const selectQueuedCount = (snapshot: ToastQueueSnapshot): number =>
  Math.max(0, snapshot.context.toasts.length - maxVisibleToasts);
