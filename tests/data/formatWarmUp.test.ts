// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpFormats, type FormatWorker } from '../../src/i18n/formatWarmUp';

/** A worker that records what it is sent and answers (or fails) when the test says. */
function fakeWorker() {
  const listeners = new Map<string, () => void>();
  const worker = {
    sent: [] as (readonly string[])[],
    terminated: false,
    postMessage(keys: readonly string[]) {
      worker.sent.push(keys);
    },
    addEventListener(type: 'message' | 'error', listener: () => void) {
      listeners.set(type, listener);
    },
    terminate() {
      worker.terminated = true;
    },
    emit(type: 'message' | 'error') {
      listeners.get(type)?.();
    },
  };
  return worker;
}

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

const keys = ['number|en|{"maximumFractionDigits":0}', 'date|ar|{"month":"short"}'];

describe('warmUpFormats', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends the keys to the worker and resolves when it answers, then ends the worker', async () => {
    const worker = fakeWorker();
    const warmed = warmUpFormats(keys, () => worker);
    expect(worker.sent).toEqual([keys]);
    expect(await settled(warmed)).toBe(false);
    worker.emit('message');
    expect(await settled(warmed)).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it('resolves when the worker fails, so the page makes its formatters itself', async () => {
    const worker = fakeWorker();
    const warmed = warmUpFormats(keys, () => worker);
    worker.emit('error');
    expect(await settled(warmed)).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it('resolves at once when no worker can start', async () => {
    const start = (): FormatWorker => {
      throw new DOMException('Refused by the content security policy', 'SecurityError');
    };
    expect(await settled(warmUpFormats(keys, start))).toBe(true);
  });
});

describe('the format worker', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    vi.resetModules();
    (globalThis as { onmessage?: unknown }).onmessage = undefined;
  });

  it('makes the formatters it is sent and answers; a message that is not a list is answered too', async () => {
    const answers: unknown[] = [];
    vi.stubGlobal('postMessage', (message: unknown) => answers.push(message));
    const made = vi.spyOn(Intl, 'NumberFormat');
    await import('../../src/i18n/formatWorker');
    const scope = globalThis as unknown as { onmessage: (event: { data: unknown }) => void };
    // Options no other test formats with: the formatter is not made already (modules are shared).
    scope.onmessage({ data: ['number|es|{"minimumIntegerDigits":7,"maximumFractionDigits":4}', 7] });
    expect(made).toHaveBeenCalledWith('es-ES', { minimumIntegerDigits: 7, maximumFractionDigits: 4 });
    scope.onmessage({ data: 'not a list' });
    expect(answers).toEqual([null, null]);
  });
});
