// @vitest-environment node
import { createActor, SimulatedClock } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  fileUploadDelays,
  fileUploadMachine,
  progressIncrement,
  selectPickedFile,
  selectProgress,
  selectRejection,
  selectUploadStatus,
  type FileUploadSnapshot,
  type UploadFile,
} from '../../src/machines/fileUpload.machine';

/** The file once it is uploaded (null before and while uploading). */
const selectUploadedFile = (snapshot: FileUploadSnapshot): UploadFile | null =>
  snapshot.matches('uploaded') ? snapshot.context.file : null;

const step = fileUploadDelays.progressStep;
const pdf: UploadFile = { name: 'bill-of-lading.pdf', size: 2048, type: 'application/pdf' };
const exe: UploadFile = { name: 'setup.exe', size: 2048, type: '' };
const empty: UploadFile = { name: 'blank.pdf', size: 0, type: 'application/pdf' };

/** A stand-in for validateUpload: .exe is the wrong type, size 0 is empty. */
const validate = (file: UploadFile) =>
  file.name.endsWith('.exe') ? 'wrongType' : file.size === 0 ? 'empty' : null;

/** Advances the clock one step at a time (a SimulatedClock fires only timers due before the jump). */
function advanceSteps(clock: SimulatedClock, steps: number) {
  for (let i = 0; i < steps; i += 1) clock.increment(step);
}

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(fileUploadMachine, { clock, input: { validate } }).start();
  return { clock, actor, snap: () => actor.getSnapshot() };
}

describe('fileUploadMachine', () => {
  it('has 1.5 s of simulated upload: five steps of 20% every 300 ms', () => {
    expect(step).toBe(300);
    expect(progressIncrement).toBe(20);
  });

  it('starts idle with nothing picked; reset means nothing there', () => {
    const { snap } = start();
    expect(selectUploadStatus(snap())).toBe('idle');
    expect(selectPickedFile(snap())).toBeNull();
    expect(snap().can({ type: 'user.reset' })).toBe(false);
  });

  it('idle -> uploading -> uploaded, the progress rising 20 every 300 ms', () => {
    const { actor, clock, snap } = start();
    actor.send({ type: 'user.pick', file: pdf });
    expect(selectUploadStatus(snap())).toBe('uploading');
    expect(selectProgress(snap())).toBe(0);
    expect(selectUploadedFile(snap())).toBeNull();
    for (const expected of [20, 40, 60, 80]) {
      clock.increment(step - 1);
      expect(selectProgress(snap())).toBe(expected - 20);
      clock.increment(1);
      expect(selectProgress(snap())).toBe(expected);
      expect(selectUploadStatus(snap())).toBe('uploading');
    }
    clock.increment(step);
    expect(selectUploadStatus(snap())).toBe('uploaded');
    expect(selectProgress(snap())).toBe(100);
    expect(selectUploadedFile(snap())).toEqual(pdf);
  });

  it.each([
    [exe, 'wrongType'],
    [empty, 'empty'],
  ])('idle -> rejected for %j (%s): no upload starts', (file, reason) => {
    const { actor, clock, snap } = start();
    actor.send({ type: 'user.pick', file });
    expect(selectUploadStatus(snap())).toBe('rejected');
    expect(selectRejection(snap())).toBe(reason);
    expect(selectPickedFile(snap())).toEqual(file);
    advanceSteps(clock, 10);
    expect(selectUploadStatus(snap())).toBe('rejected');
  });

  it('rejected -> uploading on a good pick (the reason is cleared)', () => {
    const { actor, snap } = start();
    actor.send({ type: 'user.pick', file: exe });
    actor.send({ type: 'user.pick', file: pdf });
    expect(selectUploadStatus(snap())).toBe('uploading');
    expect(selectRejection(snap())).toBeNull();
  });

  it('rejected -> rejected on another bad pick, with the new reason', () => {
    const { actor, snap } = start();
    actor.send({ type: 'user.pick', file: exe });
    actor.send({ type: 'user.pick', file: empty });
    expect(selectRejection(snap())).toBe('empty');
  });

  it('rejected -> idle on reset', () => {
    const { actor, snap } = start();
    actor.send({ type: 'user.pick', file: exe });
    actor.send({ type: 'user.reset' });
    expect(selectUploadStatus(snap())).toBe('idle');
    expect(selectRejection(snap())).toBeNull();
    expect(selectPickedFile(snap())).toBeNull();
  });

  it('uploaded -> uploading on the next good pick, -> rejected on a bad one, -> idle on reset', () => {
    const { actor, clock, snap } = start();
    const upload = (file: UploadFile) => {
      actor.send({ type: 'user.pick', file });
      advanceSteps(clock, 5);
    };
    upload(pdf);
    actor.send({ type: 'user.pick', file: { ...pdf, name: 'second.pdf' } });
    expect(selectUploadStatus(snap())).toBe('uploading');
    expect(selectProgress(snap())).toBe(0);
    advanceSteps(clock, 5);
    expect(selectUploadedFile(snap())?.name).toBe('second.pdf');
    actor.send({ type: 'user.pick', file: exe });
    expect(selectUploadStatus(snap())).toBe('rejected');
    upload(pdf);
    actor.send({ type: 'user.reset' });
    expect(selectUploadStatus(snap())).toBe('idle');
  });

  it('a second pick while uploading is ignored (a double submit)', () => {
    const { actor, clock, snap } = start();
    actor.send({ type: 'user.pick', file: pdf });
    clock.increment(step);
    expect(snap().can({ type: 'user.pick', file: exe })).toBe(false); // swallowed on purpose
    actor.send({ type: 'user.pick', file: exe });
    actor.send({ type: 'user.reset' });
    expect(selectUploadStatus(snap())).toBe('uploading');
    expect(selectProgress(snap())).toBe(20);
    expect(selectPickedFile(snap())).toEqual(pdf);
  });

  it('an event without a file changes nothing (and does not throw)', () => {
    const { actor, snap } = start();
    const bare = { type: 'user.pick' } as unknown as { type: 'user.pick'; file: UploadFile };
    expect(snap().can(bare)).toBe(false);
    actor.send(bare);
    expect(selectUploadStatus(snap())).toBe('idle');
  });

  it('stopping mid-upload leaves no timer behind', () => {
    const { actor, clock, snap } = start();
    actor.send({ type: 'user.pick', file: pdf });
    clock.increment(step);
    actor.stop();
    advanceSteps(clock, 10);
    expect(selectProgress(snap())).toBe(20);
  });
});
