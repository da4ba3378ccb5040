// @vitest-environment node
/**
 * A machine file added to src/machines shows up by itself: in Storybook's Machines section (the
 * indexer and the generated stories module) and in the transition coverage table (at 0% until tested).
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { discoverMachines, formatSummary, summarize, totalsOf } from '../../../tests/support/machineCoverage';
import { machineIndexInputs, machineStoriesModule } from '../machineIndexer';

const freshSource = `import { setup } from 'xstate';
export const freshMachine = setup({}).createMachine({
  id: 'fresh',
  initial: 'idle',
  states: { idle: { on: { 'user.start': 'running' } }, running: { type: 'final' } },
});
`;

/** The same machine, as the module map `import.meta.glob` would hand the coverage recorder. */
const freshMachine = setup({}).createMachine({
  id: 'fresh',
  initial: 'idle',
  states: { idle: { on: { 'user.start': 'running' } }, running: { type: 'final' } },
});

function projectWithFreshMachine() {
  const root = mkdtempSync(join(tmpdir(), 'machines-'));
  mkdirSync(join(root, 'src/machines'), { recursive: true });
  mkdirSync(join(root, '.storybook/workbench/machines'), { recursive: true });
  const file = join(root, 'src/machines/fresh.machine.ts');
  writeFileSync(file, freshSource);
  return { root, file };
}

describe('a new machine file', () => {
  it('gets a live statechart story under Machines with no other edit', () => {
    const { root, file } = projectWithFreshMachine();
    expect(machineIndexInputs(file, root)).toEqual([
      expect.objectContaining({
        title: 'Machines/Fresh',
        exportName: 'Live',
        importPath: 'virtual:machine-stories/fresh',
      }),
    ]);
    const module = machineStoriesModule('fresh', root);
    expect(module).toContain(JSON.stringify(file));
    expect(module).toContain('export const Live = ');
  });

  it('adds the stories of its optional workbench file', () => {
    const { root, file } = projectWithFreshMachine();
    writeFileSync(
      join(root, '.storybook/workbench/machines/fresh.workbench.tsx'),
      "export default { input: () => ({}) };\nexport const Running = { startIn: 'running' };\n",
    );
    expect(machineIndexInputs(file, root).map((entry) => entry.exportName)).toEqual(['Live', 'Running']);
    expect(machineStoriesModule('fresh', root)).toContain('export const Running = ');
  });

  it('is skipped when the file exports no machine', () => {
    const { root } = projectWithFreshMachine();
    const file = join(root, 'src/machines/helpers.machine.ts');
    writeFileSync(file, 'export const delays = { step: 100 };\n');
    expect(machineIndexInputs(file, root)).toEqual([]);
  });

  it('appears in the coverage table, at 0% until a test drives it', () => {
    const machines = discoverMachines({
      '../src/machines/fresh.machine.ts': { freshMachine },
      '../src/machines/notAMachine.machine.ts': { helper: 1 },
    });
    expect(machines.map(({ name }) => name)).toEqual(['fresh']);
    const summary = summarize([{ testFile: 'none', hits: {}, totals: totalsOf(machines) }]);
    expect(summary.complete).toBe(false);
    expect(summary.machines).toEqual([
      {
        name: 'fresh',
        id: 'fresh',
        states: { covered: 0, total: 2, missing: ['fresh.idle', 'fresh.running'] },
        transitions: { covered: 0, total: 1, missing: ['idle --user.start--> running'] },
      },
    ]);
    expect(formatSummary(summary)).toMatch(/fresh\s+0\/2\s+0%\s+0\/1\s+0%/);
  });

  it('every machine of src/machines is indexed (the real folder)', () => {
    const files = import.meta.glob('../../../src/machines/*.machine.ts');
    const titles = Object.keys(files).flatMap((path) =>
      machineIndexInputs(join(process.cwd(), 'src/machines', path.split('/').pop() ?? '')).map(
        (entry) => entry.title,
      ),
    );
    expect(new Set(titles).size).toBe(Object.keys(files).length);
    expect(titles).toEqual(expect.arrayContaining(['Machines/Session', 'Machines/ToastQueue']));
  });
});
