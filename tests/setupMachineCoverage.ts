/**
 * Records transition coverage in every test file under `tests/machines`, without touching them: the
 * `createActor` of 'xstate' is wrapped to add an inspection callback (see
 * `tests/support/machineCoverage.ts`). Other test files run the same wrapper but write nothing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import type * as XState from 'xstate';
import type { ActorOptions, AnyActorLogic, InspectionEvent, Observer } from 'xstate';
import { afterAll, expect, vi } from 'vitest';
import { coverageDir, discoverMachines, totalsOf, type CoverageFile } from './support/machineCoverage';
import { recorder } from './support/machineCoverageRecorder';

vi.mock('xstate', async (importOriginal) => {
  const actual = await importOriginal<typeof XState>();
  // Imported here, not at the top: the factory runs before this file's own imports.
  const { recorder: active } = await import('./support/machineCoverageRecorder');
  type Inspect = Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined;
  const chain =
    (inspect: Inspect) =>
    (event: InspectionEvent): void => {
      active.record(event);
      if (typeof inspect === 'function') inspect(event);
      else inspect?.next?.(event);
    };
  const createActor = ((logic: AnyActorLogic, options?: ActorOptions<AnyActorLogic>) =>
    actual.createActor(logic, {
      ...options,
      inspect: chain(options?.inspect),
    })) as typeof actual.createActor;
  return { ...actual, createActor };
});

afterAll(async () => {
  const testPath = expect.getState().testPath ?? '';
  const file = relative(process.cwd(), testPath).split(sep).join('/');
  if (!file.startsWith('tests/machines/')) return;
  const modules = import.meta.glob<Record<string, unknown>>('../src/machines/*.machine.ts');
  const loaded = Object.fromEntries(
    await Promise.all(Object.entries(modules).map(async ([path, load]) => [path, await load()] as const)),
  );
  const report: CoverageFile = {
    testFile: file,
    hits: recorder.snapshot(),
    totals: totalsOf(discoverMachines(loaded)),
  };
  mkdirSync(coverageDir, { recursive: true });
  writeFileSync(join(coverageDir, `${basename(file).replace(/\W+/g, '_')}.json`), JSON.stringify(report));
});
