// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  customsDeclarationDelays,
  customsDeclarationMachine,
  selectDeclarationDocuments,
  selectDeclarationStatus,
  selectDutiesPaid,
  selectSubmitProgress,
  submitIncrement,
  type CustomsDeclarationInput,
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

function start(input?: CustomsDeclarationInput) {
  const clock = new SimulatedClock();
  const actor = createActor(customsDeclarationMachine, { clock, input }).start();
  return {
    clock,
    actor,
    status: () => selectDeclarationStatus(actor.getSnapshot()),
    progress: () => selectSubmitProgress(actor.getSnapshot()),
    canSubmit: () => actor.getSnapshot().can({ type: 'user.submit' }),
  };
}

describe('customsDeclarationMachine', () => {
  it('submits in four steps of 400 ms', () => {
    expect(step).toBe(400);
    expect(submitIncrement).toBe(25);
  });

  it.each<[string, DeclarationDocument[], boolean]>([
    ['no documents', [], false],
    ['all required approved', [approved('a'), approved('b')], true],
    ['a required one pending', [approved('a'), pending('b')], false],
    ['a required one rejected', [approved('a'), { ...approved('b'), status: 'rejected' }], false],
    ['only an optional one pending', [approved('a'), pending('b', false)], true],
    ['only optional documents', [pending('b', false)], false],
  ])('Submit with %s: enabled %s', (_, documents, enabled) => {
    const { canSubmit, actor, status } = start({ documents });
    expect(status()).toBe('documents');
    expect(canSubmit()).toBe(enabled);
    actor.send({ type: 'user.submit' });
    expect(status()).toBe(enabled ? 'submitting' : 'documents');
  });

  it('without input there is nothing to submit', () => {
    const { canSubmit, actor } = start();
    expect(canSubmit()).toBe(false);
    expect(selectDeclarationDocuments(actor.getSnapshot())).toEqual([]);
  });

  it('documents -> submitting (progress +25 every 400 ms) -> submitted; double submit ignored', () => {
    const { actor, clock, status, progress } = start({ documents: [approved('a')] });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.submit' });
    expect(status()).toBe('submitting');
    expect(progress()).toBe(0);
    for (const expected of [25, 50, 75]) {
      clock.increment(step - 1);
      expect(progress()).toBe(expected - 25);
      clock.increment(1);
      expect(progress()).toBe(expected);
      expect(status()).toBe('submitting');
      actor.send({ type: 'user.submit' });
    }
    clock.increment(step);
    expect(progress()).toBe(100);
    expect(status()).toBe('submitted');
    expect(actor.getSnapshot().can({ type: 'user.submit' })).toBe(false);
  });

  it('a shipment filed before (cleared) starts submitted', () => {
    const { status, progress } = start({ documents: [approved('a')], submitted: true, dutiesPaid: true });
    expect(status()).toBe('submitted');
    expect(progress()).toBe(100);
  });

  it('an uploaded file joins as pending and optional, in any state; duplicates and blanks are ignored', () => {
    const { actor, clock, canSubmit, status } = start({ documents: [approved('a')] });
    const add = (id: string, fileName: string) =>
      actor.send({ type: 'user.addDocument', document: { id, fileName } });
    add('U-1', 'invoice <b>copy</b>.pdf');
    add('U-1', 'again.pdf');
    add('U-2', '   ');
    add('', 'x.pdf');
    actor.send({ type: 'user.addDocument' } as never);
    expect(selectDeclarationDocuments(actor.getSnapshot())).toEqual([
      approved('a'),
      { id: 'U-1', code: null, fileName: 'invoice <b>copy</b>.pdf', status: 'pending', required: false },
    ]);
    expect(canSubmit()).toBe(true);
    actor.send({ type: 'user.submit' });
    add('U-3', 'during.pdf');
    clock.increment(step);
    expect(status()).toBe('submitting');
    for (let i = 0; i < 3; i += 1) clock.increment(step);
    add('U-4', 'after.pdf');
    expect(status()).toBe('submitted');
    expect(selectDeclarationDocuments(actor.getSnapshot()).map((document) => document.id)).toEqual([
      'a',
      'U-1',
      'U-3',
      'U-4',
    ]);
  });

  it('Pay Duties once, in any state', () => {
    const { actor } = start({ documents: [pending('a')] });
    expect(selectDutiesPaid(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.payDuties' })).toBe(true);
    actor.send({ type: 'user.payDuties' });
    expect(selectDutiesPaid(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().can({ type: 'user.payDuties' })).toBe(false);
    const paidBefore = start({ documents: [], dutiesPaid: true });
    expect(paidBefore.actor.getSnapshot().can({ type: 'user.payDuties' })).toBe(false);
  });

  it('stopping mid-submission (unmount) leaves no timer behind', () => {
    const { actor, clock } = start({ documents: [approved('a')] });
    actor.send({ type: 'user.submit' });
    clock.increment(step);
    actor.stop();
    const before = actor.getSnapshot();
    clock.increment(step * 10);
    expect(actor.getSnapshot()).toBe(before);
    expect(before.context.progress).toBe(25);
  });
});
