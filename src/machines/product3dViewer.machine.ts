/**
 * Product 3D viewer: the model turns by itself until the member pauses it, holds it, or prefers reduced
 * motion; drag and arrow keys turn it in any state.
 *
 * States: `idle` (transient), `rotating`, `dragging`, `paused`.
 * Events: `user.play`, `user.pause`, `user.dragStart`, `user.drag` and `user.rotate` (x, y in degrees),
 * `user.dragEnd`, `user.reset`, `system.reducedMotion` (reduced).
 * Delays: `frameStep` 50 ms.
 * Input: `reducedMotion`.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';

export const product3dViewerDelays = { frameStep: 50 } as const;
/** Degrees the model turns about its vertical axis on each frame step (40 degrees a second). */
export const autoRotateDegrees = 2;
/** Degrees one arrow key press turns the model. */
export const keyRotateDegrees = 15;
/** The tilt (about the horizontal axis) stays within this many degrees of level. */
export const maxTilt = 80;
export const initialAngles = { x: -20, y: 30 } as const;

export interface Product3dViewerInput {
  /** `prefers-reduced-motion: reduce` when the viewer opens: it starts paused. */
  reducedMotion: boolean;
}

export interface Product3dViewerContext {
  /** Tilt about the horizontal axis, in degrees, within ±maxTilt. */
  rotateX: number;
  /** Turn about the vertical axis, in degrees, within [0, 360). */
  rotateY: number;
  reducedMotion: boolean;
}

export type Product3dViewerEvent =
  | { type: 'user.play' }
  | { type: 'user.pause' }
  | { type: 'user.dragStart' }
  | { type: 'user.drag'; x: number; y: number }
  | { type: 'user.dragEnd' }
  | { type: 'user.rotate'; x: number; y: number }
  | { type: 'user.reset' }
  | { type: 'system.reducedMotion'; reduced: boolean };

/** An angle in [0, 360); anything that is not a finite number counts as 0. */
export function normaliseAngle(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  const turned = degrees % 360;
  return turned < 0 ? turned + 360 : turned === 0 ? 0 : turned;
}

/** A tilt within ±maxTilt; anything that is not a finite number counts as level. */
export function clampTilt(degrees: number): number {
  if (!Number.isFinite(degrees)) return 0;
  return Math.min(maxTilt, Math.max(-maxTilt, degrees));
}

const finite = (value: number) => (Number.isFinite(value) ? value : 0);

export const product3dViewerMachine = setup({
  types: {
    context: {} as Product3dViewerContext,
    events: {} as Product3dViewerEvent,
    input: {} as Product3dViewerInput,
  },
  delays: product3dViewerDelays,
  guards: {
    prefersReducedMotion: ({ context }) => context.reducedMotion,
    isReducedMotionOn: ({ event }) => {
      assertEvent(event, 'system.reducedMotion');
      return event.reduced;
    },
  },
  actions: {
    advanceTurn: assign({ rotateY: ({ context }) => normaliseAngle(context.rotateY + autoRotateDegrees) }),
    rotateBy: assign(({ context, event }) => {
      assertEvent(event, ['user.rotate', 'user.drag']);
      return {
        rotateX: clampTilt(context.rotateX + finite(event.x)),
        rotateY: normaliseAngle(context.rotateY + finite(event.y)),
      };
    }),
    resetAngles: assign({ rotateX: initialAngles.x, rotateY: initialAngles.y }),
    setReducedMotion: assign({
      reducedMotion: ({ event }) => {
        assertEvent(event, 'system.reducedMotion');
        return event.reduced;
      },
    }),
  },
}).createMachine({
  id: 'product3dViewer',
  context: ({ input }) => ({
    rotateX: initialAngles.x,
    rotateY: initialAngles.y,
    reducedMotion: input.reducedMotion,
  }),
  initial: 'idle',
  on: {
    'user.rotate': { actions: 'rotateBy' },
    'user.drag': { actions: 'rotateBy' },
    'user.reset': { actions: 'resetAngles' },
    'system.reducedMotion': { actions: 'setReducedMotion' },
  },
  states: {
    idle: {
      always: [{ guard: 'prefersReducedMotion', target: 'paused' }, { target: 'rotating' }],
    },
    rotating: {
      after: { frameStep: { target: 'rotating', reenter: true, actions: 'advanceTurn' } },
      on: {
        'user.pause': 'paused',
        'user.dragStart': 'dragging',
        'system.reducedMotion': { guard: 'isReducedMotionOn', target: 'paused', actions: 'setReducedMotion' },
      },
    },
    dragging: {
      on: {
        'user.dragEnd': [{ guard: 'prefersReducedMotion', target: 'paused' }, { target: 'rotating' }],
        'user.pause': 'paused',
      },
    },
    paused: {
      on: { 'user.play': 'rotating' },
    },
  },
});

export type Product3dViewerSnapshot = SnapshotFrom<typeof product3dViewerMachine>;

export const selectRotateX = (snapshot: Product3dViewerSnapshot): number => snapshot.context.rotateX;
export const selectRotateY = (snapshot: Product3dViewerSnapshot): number => snapshot.context.rotateY;
/** Auto-rotation is running (the pause button shows Pause). */
export const selectIsRotating = (snapshot: Product3dViewerSnapshot): boolean => snapshot.matches('rotating');
/** The viewer's state name, for `data-state`. */
export const selectViewerState = (snapshot: Product3dViewerSnapshot): 'rotating' | 'dragging' | 'paused' =>
  snapshot.matches('rotating') ? 'rotating' : snapshot.matches('dragging') ? 'dragging' : 'paused';
