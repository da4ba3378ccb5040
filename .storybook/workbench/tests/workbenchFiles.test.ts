/**
 * Every machine runs on the workbench with what its workbench file gives: a machine that declares
 * `input` has a file with `input`, every event it takes that carries fields has a sample payload with
 * them (else its stories fail with the reason), and each machine starts with that input and those
 * implementations.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createActor, setup, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../../../src/machines/random';
import { eventFieldsOf } from '../eventFields';
import { declaresInput } from '../machineIndexer';
import { machineNameOf, machineOfModule } from '../machineInventory';
import { buttonEvents } from '../machineInventory';
import { composeMachineStories, missingPayloads, workbenchProblem } from '../machineStories';
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
  return [
    { name, machine, needsInput: declaresInput(source), eventFields: eventFieldsOf(source), workbench },
  ];
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
    (name, { workbench, needsInput, machine }) => {
      expect(workbench, `.storybook/workbench/machines/${name}.workbench.tsx`).toBeDefined();
      expect(
        workbenchProblem({
          name,
          machine,
          workbench: workbench ?? {},
          hasWorkbench: true,
          needsInput,
          eventFields: {},
        }),
      ).toBeUndefined();
    },
  );

  it('reads which events carry fields from the machine source', () => {
    expect(machines.find((entry) => entry.name === 'memberStore')?.eventFields).toMatchObject({
      'ledger.submit': ['entry'],
      'chat.openRoom': ['room'],
      'storage.problem': ['notice'],
    });
    expect(machines.find((entry) => entry.name === 'memberStore')?.eventFields).not.toHaveProperty(
      'user.dismissNotice',
    );
  });

  it.each(machines.map((entry) => [entry.name, entry] as const))(
    '%s has a sample payload, with every field, for each event with fields it takes',
    (name, { workbench, machine, eventFields }) => {
      const events = ((workbench?.default ?? {}) as WorkbenchConfig).events;
      expect(missingPayloads(buttonEvents(machine), eventFields, events), `${name}.workbench.tsx`).toEqual(
        [],
      );
    },
  );

  it.each(machines.map((entry) => [entry.name, entry] as const))(
    '%s takes the sample payload of each event it can take at the start',
    (_name, { machine, workbench }) => {
      const config = (workbench?.default ?? {}) as WorkbenchConfig;
      const { actor, errors } = startOnWorkbench(machine, config);
      for (const [type, payload] of Object.entries(config.events ?? {})) {
        const event = { ...payload, type };
        if (actor.getSnapshot().can(event)) actor.send(event);
      }
      expect(errors).toEqual([]);
      actor.stop();
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
      eventFields: {},
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
        machine,
        workbench: { default: { input: () => ({ stepCount: 2 }) } },
        hasWorkbench: true,
        needsInput: true,
        eventFields: {},
      }),
    ).toBeUndefined();
  });
});

describe('a machine that takes an event with fields', () => {
  const source = `
export interface StepInput { stepCount: number }
export type LedgerEvent =
  | { type: 'ledger.submit'; entry: LedgerEntry; note?: string }
  | ({ type: 'ledger.track' } & StepInput)
  | ({ type: 'ledger.load' } & ImportedInput)
  | { type: 'user.reset' };
export const ledgerMachine = setup({ types: { events: {} as LedgerEvent } }).createMachine({});
`;
  const machine = setup({
    types: { events: {} as { type: 'ledger.submit'; entry: unknown } | { type: 'user.reset' } },
  }).createMachine({
    id: 'ledger',
    on: { 'ledger.submit': { actions: () => {} }, 'user.reset': { actions: () => {} } },
  });
  const compose = (events: Record<string, Record<string, unknown>>) =>
    composeMachineStories({
      name: 'ledger',
      title: 'Machines/Ledger',
      machineModule: { ledgerMachine: machine },
      workbench: { default: { events } },
      hasWorkbench: true,
      needsInput: false,
      eventFields: eventFieldsOf(source),
    });
  const renderLive = (events: Record<string, Record<string, unknown>>) => () =>
    (compose(events).story('Live').render as () => unknown)();

  it('reads its required fields from the source, locally declared parts included', () => {
    expect(eventFieldsOf(source)).toEqual({
      'ledger.submit': ['entry'],
      'ledger.track': ['stepCount'],
      'ledger.load': [],
    });
  });

  it('fails its story, naming the event and its fields, without a sample payload', () => {
    expect(renderLive({})).toThrow(
      'ledger takes events with fields that .storybook/workbench/machines/ledger.workbench.tsx has no sample payload for: ledger.submit (entry).',
    );
  });

  it('fails its story when the sample payload misses a field', () => {
    expect(renderLive({ 'ledger.submit': { note: 'x' } })).toThrow('ledger.submit (entry)');
  });

  it('runs with a payload that has every field', () => {
    expect(
      workbenchProblem({
        name: 'ledger',
        machine,
        workbench: { default: { events: { 'ledger.submit': { entry: { id: 'TX-1' } } } } },
        hasWorkbench: true,
        needsInput: false,
        eventFields: eventFieldsOf(source),
      }),
    ).toBeUndefined();
    expect(
      missingPayloads(['ledger.submit', 'user.reset'], eventFieldsOf(source), {
        'ledger.submit': { entry: {} },
      }),
    ).toEqual([]);
  });
});
