// @vitest-environment node
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { describe, expect, it, vi } from 'vitest';
import {
  memberDataMachine,
  selectDataState,
  selectFileName,
  selectOutcome,
  selectProblem,
  type ChosenFile,
  type ImportOutcome,
} from '../../src/machines/memberData.machine';

const file = (name = 'member.json', content = '{}'): ChosenFile => ({
  name,
  size: content.length,
  text: () => Promise.resolve(content),
});

/** A store-free import: the outcome is decided per file name, so a test says what happens. */
function start(outcomes: Record<string, ImportOutcome | Error> = {}) {
  const resetData = vi.fn();
  const exportData = vi.fn();
  const read = vi.fn<(file: ChosenFile) => void>();
  const actor = createActor(
    memberDataMachine.provide({
      actions: { resetData, exportData },
      actors: {
        importFile: fromPromise<ImportOutcome, ChosenFile>(({ input }) => {
          read(input);
          const outcome = outcomes[input.name] ?? { ok: true };
          return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
        }),
      },
    }),
    { clock: new SimulatedClock() },
  ).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, resetData, exportData, read, settle, state: () => selectDataState(actor.getSnapshot()) };
}

describe('memberDataMachine', () => {
  it('starts idle with nothing to say', () => {
    const { actor, state } = start();
    expect(state()).toBe('idle');
    expect(selectOutcome(actor.getSnapshot())).toBeNull();
    expect(selectProblem(actor.getSnapshot())).toBeNull();
    expect(selectFileName(actor.getSnapshot())).toBeNull();
  });

  it('reset asks first: cancel changes nothing, confirm resets once and says so', () => {
    const { actor, resetData, state } = start();
    actor.send({ type: 'user.reset' });
    expect(state()).toBe('confirmingReset');
    expect(resetData).not.toHaveBeenCalled();
    actor.send({ type: 'user.cancel' });
    expect(state()).toBe('idle');
    expect(resetData).not.toHaveBeenCalled();
    actor.send({ type: 'user.reset' });
    actor.send({ type: 'user.confirm' });
    actor.send({ type: 'user.confirm' });
    expect(state()).toBe('done');
    expect(selectOutcome(actor.getSnapshot())).toBe('reset');
    expect(resetData).toHaveBeenCalledTimes(1);
  });

  it('while asking, export and import wait', () => {
    const { actor, exportData, read, state } = start();
    actor.send({ type: 'user.reset' });
    expect(actor.getSnapshot().can({ type: 'user.export' })).toBe(false);
    actor.send({ type: 'user.export' });
    actor.send({ type: 'user.import', file: file() });
    expect(state()).toBe('confirmingReset');
    expect(exportData).not.toHaveBeenCalled();
    expect(read).not.toHaveBeenCalled();
  });

  it('export saves the file from idle, done and failed without changing state', async () => {
    const { actor, exportData, settle, state } = start({ 'bad.json': { ok: false, problem: 'notJson' } });
    actor.send({ type: 'user.export' });
    expect(state()).toBe('idle');
    actor.send({ type: 'user.import', file: file('bad.json') });
    await settle();
    actor.send({ type: 'user.export' });
    expect(state()).toBe('failed');
    actor.send({ type: 'user.import', file: file() });
    await settle();
    actor.send({ type: 'user.export' });
    expect(state()).toBe('done');
    expect(exportData).toHaveBeenCalledTimes(3);
  });

  it('a good file: importing, then done with the outcome and the file name', async () => {
    const { actor, read, settle, state } = start();
    actor.send({ type: 'user.import', file: file('backup.json') });
    expect(state()).toBe('importing');
    expect(selectFileName(actor.getSnapshot())).toBe('backup.json');
    // One import at a time.
    expect(actor.getSnapshot().can({ type: 'user.import', file: file() })).toBe(false);
    actor.send({ type: 'user.import', file: file('second.json') });
    actor.send({ type: 'user.reset' });
    await settle();
    expect(state()).toBe('done');
    expect(selectOutcome(actor.getSnapshot())).toBe('imported');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it.each([['empty'], ['tooLarge'], ['notJson'], ['shape'], ['newerVersion']] as const)(
    'a bad file (%s) fails with its problem',
    async (problem) => {
      const { actor, settle, state } = start({ 'bad.json': { ok: false, problem } });
      actor.send({ type: 'user.import', file: file('bad.json') });
      await settle();
      expect(state()).toBe('failed');
      expect(selectProblem(actor.getSnapshot())).toBe(problem);
      expect(selectOutcome(actor.getSnapshot())).toBeNull();
    },
  );

  it('a file that cannot be read fails as unreadable', async () => {
    const { actor, settle, state } = start({ 'locked.json': new Error('NotReadableError') });
    actor.send({ type: 'user.import', file: file('locked.json') });
    await settle();
    expect(state()).toBe('failed');
    expect(selectProblem(actor.getSnapshot())).toBe('unreadable');
  });

  it('the default importFile (nothing provided) refuses as unreadable', async () => {
    const actor = createActor(memberDataMachine).start();
    actor.send({ type: 'user.import', file: file() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selectProblem(actor.getSnapshot())).toBe('unreadable');
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'member.json'],
    ['an object without text()', { name: 'x', size: 2 }],
  ])('ignores an import of %s', (_name, value) => {
    const { actor, state } = start();
    expect(actor.getSnapshot().can({ type: 'user.import', file: value as never })).toBe(false);
    actor.send({ type: 'user.import', file: value as never });
    expect(state()).toBe('idle');
  });

  it('done and failed: dismiss returns to idle and clears the message; reset and import start again', async () => {
    const { actor, settle, state } = start({ 'bad.json': { ok: false, problem: 'shape' } });
    actor.send({ type: 'user.import', file: file('bad.json') });
    await settle();
    actor.send({ type: 'user.dismiss' });
    expect(state()).toBe('idle');
    expect(selectProblem(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'user.import', file: file('bad.json') });
    await settle();
    actor.send({ type: 'user.reset' });
    expect(state()).toBe('confirmingReset');
    actor.send({ type: 'user.confirm' });
    actor.send({ type: 'user.dismiss' });
    expect(state()).toBe('idle');
    expect(selectOutcome(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'user.import', file: file() });
    await settle();
    actor.send({ type: 'user.reset' });
    expect(state()).toBe('confirmingReset');
    actor.send({ type: 'user.cancel' });
    actor.send({ type: 'user.import', file: file() });
    await settle();
    actor.send({ type: 'user.import', file: file('bad.json') });
    expect(state()).toBe('importing');
    await settle();
    actor.send({ type: 'user.import', file: file() });
    await settle();
    expect(state()).toBe('done');
  });

  it('stopping mid-import (leaving the screen) applies nothing after', async () => {
    const { actor, settle } = start();
    actor.send({ type: 'user.import', file: file() });
    actor.stop();
    await settle();
    expect(actor.getSnapshot().status).toBe('stopped');
    expect(selectDataState(actor.getSnapshot())).toBe('importing');
  });

  it('reaches every state without an import (xstate/graph)', () => {
    const paths = getShortestPaths(memberDataMachine, {
      events: [
        { type: 'user.reset' },
        { type: 'user.confirm' },
        { type: 'user.cancel' },
        { type: 'user.dismiss' },
      ],
    });
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of ['idle', 'confirmingReset', 'done']) expect(reached).toContain(JSON.stringify(value));
  });
});
