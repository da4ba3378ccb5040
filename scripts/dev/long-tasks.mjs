/**
 * Where a page's blocking time goes: loads a page at Lighthouse's 4x slower CPU with a performance trace
 * and lists every main-thread task over 50 ms (`--over=N`), with the browser's work in it (layout,
 * style, parsing, module evaluation) and the JavaScript functions that took its time (inclusive, from
 * the trace's sampling profiler). Run it on a build without minification to read the function names:
 *
 *   npx vite build --minify false --outDir /tmp/dist-plain
 *   node scripts/nginx.mjs /tmp/dist-plain 4310 &
 *   node scripts/dev/long-tasks.mjs http://127.0.0.1:4310/deal-maker [--returning] [--rate=4] [--top=12]
 *
 * `--returning` stores the benchmark's returning member (bench/returningMember.mjs) before the page
 * loads. The sum it prints counts every task from the navigation on, also those before the first paint,
 * which Lighthouse's blocking time leaves out: compare runs of this script with each other, not with it.
 *
 * `--navigate=/dashboard` traces a move to that screen instead: the page loads and goes live untraced,
 * the pointer rests on a link to the path (as the navigation benchmark's does), and the trace runs from
 * the click; times are from the click. With `--rate=1 --over=5` it lists the render's slices too:
 *
 *   node scripts/dev/long-tasks.mjs http://127.0.0.1:4310/ --navigate=/dashboard --rate=1 --over=5
 */
import { chromium } from 'playwright';
import { returningMemberStorage } from '../../bench/returningMember.mjs';
import { launchOptions } from '../chromium.mjs';
import { loadSource } from '../loadSource.mjs';

const args = process.argv.slice(2);
const url = args.find((arg) => !arg.startsWith('--'));
const option = (name, fallback) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
if (!url) {
  console.error(
    'usage: node scripts/dev/long-tasks.mjs <url> [--returning] [--navigate=/path] [--rate=4] [--over=50] [--top=12]',
  );
  process.exit(2);
}

const browser = await chromium.launch(launchOptions);
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
if (args.includes('--returning')) {
  const { origin } = new URL(url);
  const { entries, cookies } = await returningMemberStorage(loadSource);
  await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
  await context.addInitScript(
    ([seedOrigin, seedEntries]) => {
      if (location.origin !== seedOrigin) return;
      for (const [key, value] of seedEntries) localStorage.setItem(key, value);
    },
    [origin, entries],
  );
}
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: option('rate', 4) });
const trace = () =>
  browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
    ],
  });
const live = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
const target = args.find((arg) => arg.startsWith('--navigate='))?.split('=')[1];
if (target) {
  await page.goto(url);
  await live();
  await page.waitForLoadState('networkidle');
  const link = page.locator(`a[href="${target}"]:visible`).first();
  await link.hover();
  await page.waitForTimeout(300);
  await trace();
  await link.click();
  await page.waitForURL((address) => address.pathname === target);
} else {
  await trace();
  await page.goto(url);
  await live();
}
await page.waitForTimeout(2_000);
const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
await browser.close();

const mainThread = traceEvents.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
const onMain = (e) => e.pid === mainThread.pid && e.tid === mainThread.tid;
// Times are given from the request for the page, or from the click.
const clicked = traceEvents.find(
  (e) => onMain(e) && e.name === 'EventDispatch' && e.args.data?.type === 'click',
);
const requested = traceEvents.find((e) => e.name === 'ResourceSendRequest' && e.args.data?.url === url);
const navigationStart =
  (target ? clicked?.ts : requested?.ts) ?? traceEvents.find((e) => onMain(e) && e.ts > 0)?.ts ?? 0;
const overMs = option('over', 50);

// The sampling profiler's samples (time, node id) and its call tree.
const nodes = new Map();
const parentOf = new Map();
const samples = [];
// The main thread's profile only: a worker of the page has one of its own, with its own node ids.
const profile = traceEvents.find((e) => e.name === 'Profile' && onMain(e));
let time = profile?.args.data.startTime ?? 0;
for (const chunk of traceEvents.filter(
  (e) => e.name === 'ProfileChunk' && e.pid === mainThread.pid && e.id === profile?.id,
)) {
  const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
  for (const node of cpuProfile.nodes ?? []) {
    nodes.set(node.id, node);
    if (node.parent) parentOf.set(node.id, node.parent);
  }
  (cpuProfile.samples ?? []).forEach((id, index) => {
    time += timeDeltas[index] ?? 0;
    samples.push({ time, id });
  });
}
const frameName = (id) => {
  const { functionName, url: script, lineNumber } = nodes.get(id).callFrame;
  return `${functionName || '(anonymous)'} ${String(script).split('/').pop()}:${lineNumber}`;
};
const ignored = /^\((root|program|idle)\)/;

const longTasks = traceEvents.filter(
  (e) => onMain(e) && e.name === 'RunTask' && e.dur > overMs * 1000 && e.ts >= navigationStart,
);
let blocking = 0;
for (const task of longTasks) {
  const end = task.ts + task.dur;
  blocking += Math.max(0, task.dur / 1000 - 50);
  const within = (e) => e.ts >= task.ts && e.ts < end;
  // The browser's own work in the task, by kind.
  const work = new Map();
  for (const e of traceEvents)
    if (onMain(e) && e.ph === 'X' && e !== task && e.dur > 4_000 && within(e))
      work.set(e.name, (work.get(e.name) ?? 0) + e.dur / 1000);
  // Each function's inclusive time: every sample counts once for each distinct function on its stack.
  const taskSamples = samples.filter((sample) => within({ ts: sample.time }));
  const msPerSample = task.dur / 1000 / Math.max(1, taskSamples.length);
  const inclusive = new Map();
  for (const { id } of taskSamples) {
    const seen = new Set();
    for (let node = id; node !== undefined; node = parentOf.get(node)) {
      const name = frameName(node);
      if (ignored.test(name) || seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + msPerSample);
    }
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, ms]) => `${ms.toFixed(0)} ${name}`)
      .join(' | ');
  console.log(
    `\n${((task.ts - navigationStart) / 1000).toFixed(0)} ms: a task of ${(task.dur / 1000).toFixed(0)} ms`,
  );
  console.log(`  browser: ${top(work, 6)}`);
  if (inclusive.size) console.log(`  script:  ${top(inclusive, option('top', 12))}`);
}
console.log(
  `\n${longTasks.length} tasks over ${overMs} ms; ${blocking.toFixed(0)} ms over 50 ms in all (blocking time)`,
);
