// @vitest-environment node
/**
 * Every machine of src/machines lays out as a diagram (the workbench draws it offline with ELK), and a
 * ten-state machine with nested states, delays, guards and machine-wide events comes out whole.
 * (Speed is measured in the browser, not asserted here: a timed unit test only measures the machine.)
 */
import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { isStateMachine } from '../machineInventory';
import { layoutStatechart } from '../layoutStatechart';
import { statechartModelOf } from '../statechartModel';

const modules = import.meta.glob<Record<string, unknown>>('../../../src/machines/*.machine.ts', {
  eager: true,
});
const machines = Object.values(modules).flatMap((exports) => Object.values(exports).filter(isStateMachine));

const tenStates = setup({
  guards: { hasMore: () => true },
  delays: { tick: 1000 },
}).createMachine({
  id: 'tenStates',
  initial: 's1',
  on: { 'user.reset': { target: '.s1' }, 'user.note': {} },
  states: {
    s1: { on: { 'user.next': 's2' } },
    s2: { after: { tick: 's3' } },
    s3: { on: { 'user.next': [{ guard: 'hasMore', target: 's4' }, { target: 's5' }] } },
    s4: {
      initial: 'a',
      states: { a: { on: { 'user.next': 'b' } }, b: { on: { 'user.next': 'c' } }, c: { type: 'final' } },
      onDone: 's5',
    },
    s5: { on: { 'user.next': 's6' } },
    s6: { type: 'final' },
  },
});

describe('statechart layout', () => {
  it('finds the machines of src/machines', () => {
    expect(machines.length).toBeGreaterThanOrEqual(5);
  });

  it.each(machines.map((machine) => [machine.id, machine] as const))('lays out %s', async (_id, machine) => {
    const diagram = await layoutStatechart(statechartModelOf(machine));
    expect(diagram.width).toBeGreaterThan(0);
    expect(diagram.boxes.length).toBeGreaterThan(0);
  });

  it('lays out ten states, listing machine-wide transitions beside the drawing', async () => {
    const diagram = await layoutStatechart(statechartModelOf(tenStates));
    expect(diagram.boxes.map((box) => box.label)).toEqual(
      expect.arrayContaining(['s1', 's2', 's3', 's4', 's5', 's6', 'a', 'b', 'c']),
    );
    expect(diagram.machineWide).toEqual(expect.arrayContaining(['user.reset', 'user.note']));
    expect(diagram.arrows.some((arrow) => arrow.label.startsWith('after 1000 ms'))).toBe(true);
    expect(diagram.arrows.some((arrow) => arrow.label === 'user.next [hasMore]')).toBe(true);
  });
});
