/**
 * Intl's locale data loaded off the page's main thread, before hydration makes the page's formatters.
 * Its own module, not part of ./format, which the worker itself imports.
 */
/** What `warmUpFormats` needs of a worker: the standard `Worker` has it. */
export interface FormatWorker {
  postMessage(keys: readonly string[]): void;
  addEventListener(type: 'message' | 'error', listener: () => void): void;
  terminate(): void;
}

function startFormatWorker(): FormatWorker {
  return new Worker(new URL('./formatWorker.ts', import.meta.url), { type: 'module' });
}

/**
 * Has a worker make the formatters `keys` name, off the page's main thread: the first formatter carries
 * the start-up of Intl's locale data (60-250 ms on a slow phone), which the whole browser process then
 * shares, so `makeFormats` after it is quick. Resolves once the worker is done, or has failed to start.
 */
export function warmUpFormats(
  keys: readonly string[],
  start: () => FormatWorker = startFormatWorker,
): Promise<void> {
  return new Promise((resolve) => {
    let worker: FormatWorker;
    try {
      worker = start();
    } catch {
      // No worker (a browser or policy that forbids it): the page makes its formatters itself.
      return resolve();
    }
    const done = () => {
      worker.terminate();
      resolve();
    };
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
    worker.postMessage(keys);
  });
}
