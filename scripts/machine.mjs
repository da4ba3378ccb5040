/**
 * What this machine makes dear: the first write to a fresh page of memory. Browser work is full of them
 * (a page load, a navigation, a story), and where they are dear every browser figure reads slow, the
 * benchmark's and the test run's alike, whatever the CPU's speed. Read by `npm run bench` and `npm test`.
 */

/** Fresh 4 KiB pages a first load of one of the app's pages touches in the renderer (25,455-27,964 counted). */
export const pagesPerLoad = 26_000;

/**
 * Microseconds the first write to a fresh 4 KiB page of memory takes here (the kernel's page fault and
 * zeroing; median of 5 passes over 64 MiB). Well under 1 µs on a typical machine. A browser's first
 * load of a page touches some `pagesPerLoad` pages in its renderer, and Lighthouse's CPU benchmark
 * does not see this cost: where it is dear, loads and blocking time read slow whatever the benchmark
 * index.
 */
export function memoryPageMicros() {
  const bytes = 64 * 1024 * 1024;
  const passes = [];
  for (let pass = 0; pass < 5; pass++) {
    const started = process.hrtime.bigint();
    const view = new Uint8Array(new ArrayBuffer(bytes));
    for (let offset = 0; offset < bytes; offset += 4096) view[offset] = 1;
    passes.push(Number(process.hrtime.bigint() - started) / 1000 / (bytes / 4096));
  }
  return passes.sort((a, b) => a - b)[2];
}
