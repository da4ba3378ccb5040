// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  customsDeclarationDelays,
  customsDeclarationMachine,
  selectDeclarationStatus,
  selectSubmitProgress,
  submitIncrement,
  type CustomsDeclarationEvent,
  type DeclarationDocument,
} from '../../src/machines/customsDeclaration.machine';

const step = customsDeclarationDelays.submitStep;
const approved = (id: string): DeclarationDocument => ({ id, code: id, status: 'approved', required: true });
const pending = (id: string, required = true): DeclarationDocument => ({
  id,
  code: id,
  status: 'pending',
  required,
});
const submit = (documents: readonly DeclarationDocument[], filed = false): CustomsDeclarationEvent => ({
  type: 'user.submit',
  documents,
  filed,
});
const ready = [approved('invoice'), approved('bill'), pending('insurance', false)];

function start() {
  const clock = new SimulatedClock();
  const fileDeclaration = vi.fn();
  const actor = createActor(customsDeclarationMachine, { clock });
  actor.on('declaration.filed', fileDeclaration);
  actor.start();
  return {
    clock,
    actor,
    fileDeclaration,
    status: () => selectDeclarationStatus(actor.getSnapshot()),
    progress: () => selectSubmitProgress(actor.getSnapshot()),
  };
}

describe('customsDeclarationMachine', () => {
  it('submits in four steps of 400 ms', () => {
    expect(step).toBe(400);
    expect(submitIncrement).toBe(25);
  });

  it('starts collecting documents, with no progress', () => {
    const { status, progress } = start();
    expect(status()).toBe('documents');
    expect(progress()).toBe(0);
  });

  it.each([
    ['a required document pending', [approved('invoice'), pending('origin')], false, false],
    ['no required document', [pending('insurance', false)], false, false],
    ['no documents', [], false, false],
    ['every required document approved', ready, false, true],
    ['every required one approved, but filed already', ready, true, false],
  ])('Submit with %s: allowed %s', (_name, documents, filed, allowed) => {
    const { actor, status } = start();
    expect(actor.getSnapshot().can(submit(documents, filed))).toBe(allowed);
    actor.send(submit(documents, filed));
    expect(status()).toBe(allowed ? 'submitting' : 'documents');
  });

  it('refuses bare or malformed events without throwing (the workbench probes them)', () => {
    const { actor } = start();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'user.submit' } as never)).toBe(false);
    expect(snapshot.can({ type: 'user.submit', documents: 'x', filed: false } as never)).toBe(false);
    expect(snapshot.can({ type: 'user.submit', documents: [null], filed: false } as never)).toBe(false);
    expect(snapshot.can({ type: 'user.submit', documents: ready } as never)).toBe(false);
  });

  it('progress 25, 50, 75 on the clock, then submitted: files the declaration once', () => {
    const { actor, clock, status, progress, fileDeclaration } = start();
    actor.send(submit(ready));
    expect(progress()).toBe(0);
    for (const expected of [25, 50, 75]) {
      clock.increment(step);
      expect(status()).toBe('submitting');
      expect(progress()).toBe(expected);
    }
    expect(fileDeclaration).not.toHaveBeenCalled();
    clock.increment(step - 1);
    expect(status()).toBe('submitting');
    clock.increment(1);
    expect(status()).toBe('submitted');
    expect(progress()).toBe(100);
    expect(fileDeclaration).toHaveBeenCalledTimes(1);
    clock.increment(step);
    expect(fileDeclaration).toHaveBeenCalledTimes(1);
  });

  it('a double click submits once; nothing more once submitted', () => {
    const { actor, clock, status, fileDeclaration } = start();
    actor.send(submit(ready));
    expect(actor.getSnapshot().can(submit(ready))).toBe(false);
    actor.send(submit(ready));
    clock.increment(step);
    expect(selectSubmitProgress(actor.getSnapshot())).toBe(25);
    for (let i = 0; i < 3; i += 1) clock.increment(step);
    expect(status()).toBe('submitted');
    actor.send(submit(ready));
    expect(status()).toBe('submitted');
    expect(fileDeclaration).toHaveBeenCalledTimes(1);
  });

  it('stopping mid-submit (leaving the screen) leaves no timer behind and files nothing', () => {
    const { actor, clock, fileDeclaration } = start();
    actor.send(submit(ready));
    clock.increment(step);
    actor.stop();
    const before = actor.getSnapshot();
    for (let i = 0; i < 4; i += 1) clock.increment(step);
    expect(actor.getSnapshot()).toBe(before);
    expect(fileDeclaration).not.toHaveBeenCalled();
  });
});
