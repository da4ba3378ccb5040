// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import {
  autoRotateDegrees,
  clampTilt,
  initialAngles,
  keyRotateDegrees,
  maxTilt,
  normaliseAngle,
  product3dViewerDelays,
  product3dViewerMachine,
  selectIsRotating,
  selectRotateX,
  selectRotateY,
  selectViewerState,
  type Product3dViewerEvent,
  type Product3dViewerSnapshot,
} from '../../src/machines/product3dViewer.machine';

const frame = product3dViewerDelays.frameStep;

function start(reducedMotion = false) {
  const clock = new SimulatedClock();
  const actor = createActor(product3dViewerMachine, {
    clock,
    input: { reducedMotion },
  }).start();
  const state = () => selectViewerState(actor.getSnapshot());
  const angles = () => ({ x: selectRotateX(actor.getSnapshot()), y: selectRotateY(actor.getSnapshot()) });
  return { clock, actor, state, angles };
}

describe('product3dViewerMachine', () => {
  it('has its named delay and steps', () => {
    expect(frame).toBe(50);
    expect(autoRotateDegrees).toBe(2);
    expect(keyRotateDegrees).toBe(15);
    expect(maxTilt).toBe(80);
  });

  it('starts rotating at the initial angle (idle picks the first state)', () => {
    const { actor, state, angles } = start();
    expect(state()).toBe('rotating');
    expect(selectIsRotating(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().matches('dragging')).toBe(false);
    expect(angles()).toEqual(initialAngles);
    expect(actor.getSnapshot().context.reducedMotion).toBe(false);
  });

  it('starts paused under prefers-reduced-motion, and no frame advances', () => {
    const { actor, clock, state, angles } = start(true);
    expect(state()).toBe('paused');
    expect(actor.getSnapshot().can({ type: 'user.play' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.pause' })).toBe(false);
    clock.increment(frame * 10);
    expect(angles()).toEqual(initialAngles);
  });

  it('advances the turn by 2 degrees every 50 ms, one frame at a time', () => {
    const { clock, angles } = start();
    clock.increment(frame - 1);
    expect(angles().y).toBe(initialAngles.y);
    clock.increment(1);
    expect(angles().y).toBe(initialAngles.y + autoRotateDegrees);
    for (let i = 0; i < 9; i += 1) clock.increment(frame);
    expect(angles().y).toBe(initialAngles.y + 10 * autoRotateDegrees);
    expect(angles().x).toBe(initialAngles.x);
  });

  it('wraps the turn past 360 degrees', () => {
    const { actor, clock, angles } = start();
    actor.send({ type: 'user.rotate', x: 0, y: 359 - initialAngles.y });
    expect(angles().y).toBe(359);
    clock.increment(frame);
    expect(angles().y).toBe(1);
  });

  it('pause holds the angle however long; play resumes from it', () => {
    const { actor, clock, state, angles } = start();
    clock.increment(frame);
    actor.send({ type: 'user.pause' });
    expect(state()).toBe('paused');
    expect(actor.getSnapshot().can({ type: 'user.pause' })).toBe(false);
    const held = angles();
    for (let i = 0; i < 20; i += 1) clock.increment(frame);
    expect(angles()).toEqual(held);
    actor.send({ type: 'user.play' });
    expect(state()).toBe('rotating');
    expect(actor.getSnapshot().can({ type: 'user.play' })).toBe(false);
    clock.increment(frame);
    expect(angles().y).toBe(held.y + autoRotateDegrees);
  });

  it('double clicks change nothing: pause twice, play twice', () => {
    const { actor, clock, state } = start();
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.pause' });
    expect(state()).toBe('paused');
    actor.send({ type: 'user.play' });
    actor.send({ type: 'user.play' });
    expect(state()).toBe('rotating');
    // Still exactly one frame timer: one increment advances one step.
    const before = selectRotateY(actor.getSnapshot());
    clock.increment(frame);
    expect(selectRotateY(actor.getSnapshot())).toBe(before + autoRotateDegrees);
  });

  it('holding the model stops auto-rotation; dragging turns it; letting go resumes', () => {
    const { actor, clock, state, angles } = start();
    actor.send({ type: 'user.dragStart' });
    expect(state()).toBe('dragging');
    expect(actor.getSnapshot().matches('dragging')).toBe(true);
    expect(selectIsRotating(actor.getSnapshot())).toBe(false);
    clock.increment(frame * 5);
    expect(angles()).toEqual(initialAngles);
    actor.send({ type: 'user.drag', x: 10, y: -40 });
    expect(angles()).toEqual({ x: initialAngles.x + 10, y: normaliseAngle(initialAngles.y - 40) });
    actor.send({ type: 'user.dragEnd' });
    expect(state()).toBe('rotating');
    clock.increment(frame);
    expect(angles().y).toBe(normaliseAngle(initialAngles.y - 40 + autoRotateDegrees));
  });

  it('the pause button during a drag pauses', () => {
    const { actor, state } = start();
    actor.send({ type: 'user.dragStart' });
    actor.send({ type: 'user.pause' });
    expect(state()).toBe('paused');
    actor.send({ type: 'user.dragEnd' }); // the release after the pause changes nothing
    expect(state()).toBe('paused');
  });

  it('a drag while paused turns the model and stays paused', () => {
    const { actor, state, angles } = start(true);
    actor.send({ type: 'user.dragStart' });
    expect(state()).toBe('paused');
    actor.send({ type: 'user.drag', x: 5, y: 5 });
    expect(angles()).toEqual({ x: initialAngles.x + 5, y: initialAngles.y + 5 });
    actor.send({ type: 'user.dragEnd' });
    expect(state()).toBe('paused');
  });

  it('letting go under reduced motion pauses instead of resuming', () => {
    const { actor, state } = start();
    actor.send({ type: 'user.dragStart' });
    actor.send({ type: 'system.reducedMotion', reduced: true });
    expect(state()).toBe('dragging');
    actor.send({ type: 'user.dragEnd' });
    expect(state()).toBe('paused');
  });

  it('arrow keys turn the model in every state, the tilt stays within ±80', () => {
    const { actor, state, angles } = start();
    actor.send({ type: 'user.rotate', x: 0, y: keyRotateDegrees });
    expect(state()).toBe('rotating');
    expect(angles().y).toBe(initialAngles.y + keyRotateDegrees);
    actor.send({ type: 'user.pause' });
    for (let i = 0; i < 10; i += 1) actor.send({ type: 'user.rotate', x: keyRotateDegrees, y: 0 });
    expect(angles().x).toBe(maxTilt);
    for (let i = 0; i < 20; i += 1) actor.send({ type: 'user.rotate', x: -keyRotateDegrees, y: 0 });
    expect(angles().x).toBe(-maxTilt);
    actor.send({ type: 'user.rotate', x: 0, y: -keyRotateDegrees * 4 });
    expect(angles().y).toBe(normaliseAngle(initialAngles.y + keyRotateDegrees - keyRotateDegrees * 4));
  });

  it('ignores deltas that are not finite numbers', () => {
    const { actor, angles } = start(true);
    actor.send({ type: 'user.rotate', x: Number.NaN, y: Number.POSITIVE_INFINITY });
    actor.send({ type: 'user.drag', x: Number.NEGATIVE_INFINITY, y: Number.NaN });
    expect(angles()).toEqual(initialAngles);
  });

  it('reset returns to the first angle in any state, without changing the state', () => {
    const { actor, clock, state, angles } = start();
    clock.increment(frame);
    actor.send({ type: 'user.rotate', x: 30, y: 30 });
    actor.send({ type: 'user.reset' });
    expect(angles()).toEqual(initialAngles);
    expect(state()).toBe('rotating');
    actor.send({ type: 'user.pause' });
    actor.send({ type: 'user.rotate', x: 30, y: 30 });
    actor.send({ type: 'user.reset' });
    expect(angles()).toEqual(initialAngles);
    expect(state()).toBe('paused');
  });

  it('reduced motion turned on while rotating pauses; turned off does not restart', () => {
    const { actor, clock, state, angles } = start();
    actor.send({ type: 'system.reducedMotion', reduced: false });
    expect(state()).toBe('rotating');
    actor.send({ type: 'system.reducedMotion', reduced: true });
    expect(state()).toBe('paused');
    expect(actor.getSnapshot().context.reducedMotion).toBe(true);
    const held = angles();
    clock.increment(frame * 3);
    expect(angles()).toEqual(held);
    actor.send({ type: 'system.reducedMotion', reduced: false });
    expect(state()).toBe('paused');
    expect(actor.getSnapshot().context.reducedMotion).toBe(false);
  });

  it('play is still allowed under reduced motion: the member asked for it', () => {
    const { actor, clock, state, angles } = start(true);
    actor.send({ type: 'user.play' });
    expect(state()).toBe('rotating');
    clock.increment(frame);
    expect(angles().y).toBe(initialAngles.y + autoRotateDegrees);
  });

  it('stopping mid-run leaves no timer behind', () => {
    const { actor, clock, angles } = start();
    clock.increment(frame);
    actor.stop();
    const held = angles();
    for (let i = 0; i < 10; i += 1) clock.increment(frame);
    expect(angles()).toEqual(held);
    expect(actor.getSnapshot().status).toBe('stopped');
  });

  it('angle helpers', () => {
    expect(normaliseAngle(0)).toBe(0);
    expect(normaliseAngle(360)).toBe(0);
    expect(normaliseAngle(-360)).toBe(0);
    expect(normaliseAngle(-10)).toBe(350);
    expect(normaliseAngle(725)).toBe(5);
    expect(normaliseAngle(Number.NaN)).toBe(0);
    expect(clampTilt(100)).toBe(80);
    expect(clampTilt(-100)).toBe(-80);
    expect(clampTilt(12)).toBe(12);
    expect(clampTilt(Number.NaN)).toBe(0);
  });

  it('reaches every state (xstate/graph shortest paths, replayed on the simulated clock)', () => {
    const after = 'xstate.after.frameStep.product3dViewer.rotating';
    const events = [
      { type: 'user.play' },
      { type: 'user.pause' },
      { type: 'user.dragStart' },
      { type: 'user.dragEnd' },
      { type: 'system.reducedMotion', reduced: true },
      { type: after },
    ] as Product3dViewerEvent[];
    const paths = getShortestPaths(product3dViewerMachine, {
      input: { reducedMotion: false },
      events: (snapshot: Product3dViewerSnapshot) => events.filter((event) => snapshot.can(event)),
      serializeState: (snapshot: Product3dViewerSnapshot) =>
        `${JSON.stringify(snapshot.value)}|${snapshot.context.reducedMotion}`,
    });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    expect(reached).toEqual(new Set(['"rotating"', '"dragging"', '"paused"']));
    for (const path of paths) {
      const { actor, clock } = start();
      for (const { event } of path.steps) {
        const type: string = event.type;
        if (type.startsWith('xstate.after.')) clock.increment(frame);
        else if (type !== 'xstate.init') actor.send(event);
      }
      expect(actor.getSnapshot().value).toEqual(path.state.value);
    }
  });
});
