// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import {
  copyIndicatorDelays,
  copyIndicatorMachine,
  selectIsCopied,
} from '../../src/machines/copyIndicator.machine';

const duration = copyIndicatorDelays.copiedDuration;

/** A clipboard whose writes the test settles one by one, in order. */
function fakeClipboard() {
  const writes: { text: string; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const writeText = vi.fn(
    (text: string) =>
      new Promise<void>((resolve, reject) => {
        writes.push({ text, resolve, reject });
      }),
  );
  return { writes, writeText };
}

/** Lets the settled write's promise reach the machine. */
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start() {
  const clock = new SimulatedClock();
  const clipboard = fakeClipboard();
  const announced = vi.fn();
  const failures: unknown[] = [];
  const actor = createActor(copyIndicatorMachine, { clock, input: { writeText: clipboard.writeText } });
  actor.on('copy.succeeded', announced);
  actor.on('copy.failed', ({ error }) => failures.push(error));
  actor.start();
  const copy = (text: string) => actor.send({ type: 'user.copy', text });
  const state = () => actor.getSnapshot().value;
  const copied = () => selectIsCopied(actor.getSnapshot());
  const failed = () => actor.getSnapshot().matches('failed');
  return { clock, actor, clipboard, announced, failures, copy, state, copied, failed };
}

/** Copies `text` and lets the write succeed: the indicator is on. */
async function copySucceeding(run: ReturnType<typeof start>, text = 'SRD-0x1') {
  run.copy(text);
  run.clipboard.writes.at(-1)?.resolve();
  await flush();
}

describe('copyIndicatorMachine', () => {
  it('keeps the indicator 2 s', () => {
    expect(duration).toBe(2000);
  });

  it('starts idle with nothing written; a reset there changes nothing', () => {
    const { actor, clipboard, copied, failed, state } = start();
    expect(state()).toBe('idle');
    expect(copied()).toBe(false);
    expect(failed()).toBe(false);
    expect(actor.getSnapshot().can({ type: 'user.reset' })).toBe(false);
    actor.send({ type: 'user.reset' });
    expect(state()).toBe('idle');
    expect(clipboard.writeText).not.toHaveBeenCalled();
  });

  it('a copy writes the text through the injected clipboard; no indicator until the write succeeds', async () => {
    const run = start();
    run.copy('SRD-0xabc');
    expect(run.state()).toBe('writing');
    expect(run.clipboard.writeText).toHaveBeenCalledExactlyOnceWith('SRD-0xabc');
    expect(run.copied()).toBe(false);
    run.clipboard.writes[0]?.resolve();
    await flush();
    expect(run.state()).toEqual({ copied: 'shown' });
    expect(run.copied()).toBe(true);
    expect(run.announced).toHaveBeenCalledTimes(1);
  });

  it('the indicator lasts exactly 2000 ms', async () => {
    const run = start();
    await copySucceeding(run);
    run.clock.increment(duration - 1);
    expect(run.copied()).toBe(true);
    run.clock.increment(1);
    expect(run.copied()).toBe(false);
    expect(run.state()).toBe('idle');
  });

  it('a copy while shown keeps the indicator during the write, then restarts the full 2 s', async () => {
    const run = start();
    await copySucceeding(run, 'first');
    run.clock.increment(1500);
    run.copy('second');
    expect(run.state()).toEqual({ copied: 'rewriting' });
    expect(run.copied()).toBe(true);
    run.clock.increment(1000); // the old timer is gone: past 2 s since the first copy, still shown
    expect(run.copied()).toBe(true);
    run.clipboard.writes[1]?.resolve();
    await flush();
    expect(run.clipboard.writeText).toHaveBeenLastCalledWith('second');
    expect(run.announced).toHaveBeenCalledTimes(2);
    run.clock.increment(duration - 1);
    expect(run.copied()).toBe(true);
    run.clock.increment(1);
    expect(run.copied()).toBe(false);
  });

  it('a copy during the first write starts it again with the new text; only the latest counts', async () => {
    const run = start();
    run.copy('one');
    run.copy('two');
    expect(run.clipboard.writeText).toHaveBeenLastCalledWith('two');
    run.clipboard.writes[0]?.reject(new Error('stale'));
    await flush();
    expect(run.state()).toBe('writing');
    expect(run.failures).toEqual([]);
    run.clipboard.writes[1]?.resolve();
    await flush();
    expect(run.copied()).toBe(true);
    expect(run.announced).toHaveBeenCalledTimes(1);
  });

  it('a copy during a rewrite starts that write again with the new text', async () => {
    const run = start();
    await copySucceeding(run, 'one');
    run.copy('two');
    run.copy('three');
    expect(run.state()).toEqual({ copied: 'rewriting' });
    expect(run.clipboard.writeText).toHaveBeenLastCalledWith('three');
    run.clipboard.writes[2]?.resolve();
    await flush();
    expect(run.state()).toEqual({ copied: 'shown' });
  });

  it('a write that fails shows no indicator and reports the error; the next copy tries again', async () => {
    const run = start();
    const denied = new Error('denied');
    run.copy('SRD-0x1');
    run.clipboard.writes[0]?.reject(denied);
    await flush();
    expect(run.state()).toBe('failed');
    expect(run.failed()).toBe(true);
    expect(run.copied()).toBe(false);
    expect(run.failures).toEqual([denied]);
    expect(run.announced).not.toHaveBeenCalled();
    run.clock.increment(duration);
    expect(run.state()).toBe('failed');
    await copySucceeding(run);
    expect(run.copied()).toBe(true);
    expect(run.failed()).toBe(false);
  });

  it('a rewrite that fails turns the indicator off at once', async () => {
    const run = start();
    await copySucceeding(run);
    run.copy('again');
    run.clipboard.writes[1]?.reject(new Error('gone'));
    await flush();
    expect(run.state()).toBe('failed');
    expect(run.copied()).toBe(false);
    run.actor.send({ type: 'user.reset' });
    expect(run.state()).toBe('idle');
  });

  it('user.reset hides the indicator at once, from shown or mid-rewrite, and cancels the timer', async () => {
    const run = start();
    await copySucceeding(run);
    run.actor.send({ type: 'user.reset' });
    expect(run.copied()).toBe(false);
    run.clock.increment(duration);
    expect(run.state()).toBe('idle');
    await copySucceeding(run);
    run.copy('late');
    run.actor.send({ type: 'user.reset' });
    run.clipboard.writes.at(-1)?.resolve();
    await flush();
    expect(run.state()).toBe('idle');
  });

  it('stopping mid-write or while shown leaves no timer and no late answer behind', async () => {
    const run = start();
    run.copy('x');
    run.actor.stop();
    run.clipboard.writes[0]?.resolve();
    await flush();
    expect(run.announced).not.toHaveBeenCalled();

    const shown = start();
    await copySucceeding(shown);
    shown.actor.stop();
    shown.clock.increment(duration);
    expect(shown.copied()).toBe(true);
  });
});
