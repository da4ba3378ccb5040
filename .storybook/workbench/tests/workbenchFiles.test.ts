/**
 * Every machine runs on the workbench with what its workbench file gives: a machine that declares
 * `input` has a file with `input` (else its stories fail with the reason), and each machine starts
 * with that input and those implementations.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createActor, setup, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../src/machines/random';
import { declaresInput } from '../machineIndexer';
import { machineNameOf, machineOfModule } from '../machineInventory';
import { composeMachineStories, workbenchProblem } from '../machineStories';
import type { WorkbenchConfig } from '../workbenchConfig';

const machineModules = import.meta.glob<Record<string, unknown>>('../../../src/machines/*.machine.ts', {
  eager: true,
});
const workbenchModules = import.meta.glob<Record<string, unknown>>('../machines/*.workbench.tsx', {
  eager: true,
});

const machines = Object.entries(machineModules).flatMap(([path, module]) => {
  const name = machineNameOf(path);
  const machine = machineOfModule(name, module);
  if (!machine) return [];
  const source = readFileSync(join(process.cwd(), 'src/machines', `${name}.machine.ts`), 'utf8');
  const workbench = workbenchModules[`../machines/${name}.workbench.tsx`];
  return [{ name, machine, needsInput: declaresInput(source), workbench }];
});

function startOnWorkbench(machine: AnyStateMachine, config: WorkbenchConfig) {
  const tools = { random: createSeededRandom(2026) };
  const logic = config.provide ? machine.provide(config.provide(tools)) : machine;
  const actor = createActor(logic, { input: config.input?.(tools) });
  const errors: unknown[] = [];
  actor.subscribe({ error: (error) => errors.push(error) });
  actor.start();
  return { actor, errors };
}

describe('workbench files', () => {
  it('reads which machines declare input from their source', () => {
    expect(declaresInput('  types: {\n    input: {} as TradeFlowInput,\n  },')).toBe(true);
    expect(declaresInput('  types: { events: {} as MobileNavEvent },')).toBe(false);
    expect(machines.filter((entry) => entry.needsInput).map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['tradeFlow', 'marketTicker', 'sensorFeed', 'memberStore', 'product3dViewer']),
    );
  });

  it.each(machines.filter((entry) => entry.needsInput).map((entry) => [entry.name, entry] as const))(
    '%s declares input and its workbench file gives it',
    (name, { workbench, needsInput }) => {
      expect(workbench, `.storybook/workbench/machines/${name}.workbench.tsx`).toBeDefined();
      expect(
        workbenchProblem({ name, workbench: workbench ?? {}, hasWorkbench: true, needsInput }),
      ).toBeUndefined();
    },
  );

  it.each(machines.map((entry) => [entry.name, entry] as const))(
    '%s starts with what its workbench file gives',
    (_name, { machine, workbench }) => {
      const { actor, errors } = startOnWorkbench(machine, (workbench?.default ?? {}) as WorkbenchConfig);
      expect(errors).toEqual([]);
      expect(actor.getSnapshot().status).not.toBe('error');
      actor.stop();
    },
  );
});

describe('a machine that declares input without a workbench file', () => {
  const machine = setup({ types: { input: {} as { stepCount: number } } }).createMachine({
    id: 'needy',
    context: ({ input }) => ({ stepCount: input.stepCount }),
  });
  const compose = (workbench: Record<string, unknown>, hasWorkbench: boolean) =>
    composeMachineStories({
      name: 'needy',
      title: 'Machines/Needy',
      machineModule: { needyMachine: machine },
      workbench,
      hasWorkbench,
      needsInput: true,
    });
  const renderLive = (stories: ReturnType<typeof compose>) => {
    const render = stories.story('Live').render as () => unknown;
    return () => render();
  };

  it('fails its story, naming the file to add', () => {
    expect(renderLive(compose({}, false))).toThrow(
      'needy takes input, and the workbench has no file to give it: add .storybook/workbench/machines/needy.workbench.tsx',
    );
  });

  it('fails its story when the file gives no input', () => {
    expect(renderLive(compose({ default: { events: {} } }, true))).toThrow(
      'needy takes input, and .storybook/workbench/machines/needy.workbench.tsx gives none',
    );
  });

  it('runs when the file gives input', () => {
    expect(
      workbenchProblem({
        name: 'needy',
        workbench: { default: { input: () => ({ stepCount: 2 }) } },
        hasWorkbench: true,
        needsInput: true,
      }),
    ).toBeUndefined();
  });
});
