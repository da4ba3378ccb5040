/**
 * Transition coverage of the machine tests: which state nodes were entered and which transitions were
 * taken, per machine, across every file under `tests/machines`.
 *
 * - Recording: `tests/setupMachineCoverage.ts` wraps `createActor` from 'xstate' (a `vi.mock` in a
 *   setup file applies to every test file), adding an inspection callback that feeds `record`.
 *   `@xstate.snapshot` and `@xstate.microstep` events give the active state nodes (plus the source
 *   of every taken transition); a microstep's `_transitions` are the transitions XState really
 *   selected, so a guarded candidate counts only when its guard let it through, and two candidates
 *   of one event count separately.
 * - Totals: read from the machine definitions (`inventoryOf` in `.storybook/workbench/machineInventory.ts`),
 *   for every `src/machines/*.machine.ts` (discovered, not listed: a new machine file shows up at 0%).
 * - Each machine test file writes what it saw to `reports/machine-coverage/<file>.json`; the global
 *   teardown (`machineCoverage.global.ts`) merges them into `reports/machine-coverage.json`, which
 *   `npm run coverage:machines` prints and `npm test` enforces (100% states and transitions).
 */
import type { AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate';
import {
  inventoryOf,
  isStateMachine,
  machineNameOf,
  machineOfModule,
  transitionKey,
} from '../../.storybook/workbench/machineInventory';

export const coverageDir = 'reports/machine-coverage';
export const coverageSummaryPath = 'reports/machine-coverage.json';

/** What one test file saw, per machine id. */
export type MachineHits = Record<string, { states: string[]; transitions: string[] }>;

export interface MachineTotals {
  name: string;
  id: string;
  states: string[];
  transitions: { key: string; label: string }[];
}

/** One test file's report. */
export interface CoverageFile {
  testFile: string;
  hits: MachineHits;
  totals: MachineTotals[];
}

export interface MachineCoverageRow {
  name: string;
  id: string;
  states: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

export interface CoverageSummary {
  complete: boolean;
  testFiles: number;
  machines: MachineCoverageRow[];
}

/** Collects hits from inspection events; one per test file. */
export function createRecorder() {
  const hits = new Map<string, { states: Set<string>; transitions: Set<string> }>();

  const entryFor = (id: string) => {
    let entry = hits.get(id);
    if (!entry) {
      entry = { states: new Set(), transitions: new Set() };
      hits.set(id, entry);
    }
    return entry;
  };

  function record(event: InspectionEvent): void {
    const logic = (event.actorRef as { logic?: unknown }).logic;
    if (!isStateMachine(logic)) return;
    if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return;
    const entry = entryFor(logic.id);
    const nodes = (event.snapshot as { _nodes?: AnyStateNode[] })._nodes ?? [];
    for (const node of nodes) if (node.parent) entry.states.add(node.id);
    if (event.type === '@xstate.microstep') {
      for (const transition of event._transitions) {
        entry.transitions.add(transitionKey(transition));
        // A transition leaves its source, so the source was entered, even a transient state that
        // `always` leaves within the same step (no snapshot ever shows it).
        for (let node: AnyStateNode | undefined = transition.source; node?.parent; node = node.parent) {
          entry.states.add(node.id);
        }
      }
    }
  }

  function snapshot(): MachineHits {
    return Object.fromEntries(
      [...hits].map(([id, entry]) => [
        id,
        { states: [...entry.states], transitions: [...entry.transitions] },
      ]),
    );
  }

  return { record, snapshot };
}

/** The machines of a module map such as `import.meta.glob('src/machines/*.machine.ts')` returns. */
export function discoverMachines(
  modules: Record<string, Record<string, unknown>>,
): { name: string; machine: AnyStateMachine }[] {
  return Object.entries(modules)
    .map(([path, module]) => {
      const name = machineNameOf(path);
      return { name, machine: machineOfModule(name, module) };
    })
    .filter((entry): entry is { name: string; machine: AnyStateMachine } => entry.machine !== undefined)
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function totalsOf(machines: { name: string; machine: AnyStateMachine }[]): MachineTotals[] {
  return machines.map(({ name, machine }) => {
    const inventory = inventoryOf(machine);
    return {
      name,
      id: inventory.id,
      states: inventory.states,
      transitions: inventory.transitions.map(({ key, label }) => ({ key, label })),
    };
  });
}

/** Merges the reports of every test file into one row per machine. */
export function summarize(files: CoverageFile[]): CoverageSummary {
  const totals = new Map<string, MachineTotals>();
  for (const file of files) for (const machine of file.totals) totals.set(machine.name, machine);
  const machines = [...totals.values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((machine): MachineCoverageRow => {
      const states = new Set<string>();
      const transitions = new Set<string>();
      for (const file of files) {
        for (const state of file.hits[machine.id]?.states ?? []) states.add(state);
        for (const key of file.hits[machine.id]?.transitions ?? []) transitions.add(key);
      }
      const missingStates = machine.states.filter((state) => !states.has(state));
      const missingTransitions = machine.transitions.filter(({ key }) => !transitions.has(key));
      return {
        name: machine.name,
        id: machine.id,
        states: {
          covered: machine.states.length - missingStates.length,
          total: machine.states.length,
          missing: missingStates,
        },
        transitions: {
          covered: machine.transitions.length - missingTransitions.length,
          total: machine.transitions.length,
          missing: missingTransitions.map(({ label }) => label),
        },
      };
    });
  const complete =
    machines.length > 0 &&
    machines.every(
      (row) => row.states.covered === row.states.total && row.transitions.covered === row.transitions.total,
    );
  return { complete, testFiles: files.length, machines };
}

const percent = (covered: number, total: number) =>
  total === 0 ? '100%' : `${Math.floor((covered / total) * 1000) / 10}%`;

/** The table `npm run coverage:machines` prints, then what is missing. */
export function formatSummary(summary: CoverageSummary): string {
  const rows = [
    ['machine', 'states', '', 'transitions', ''],
    ...summary.machines.map((row) => [
      row.name,
      `${row.states.covered}/${row.states.total}`,
      percent(row.states.covered, row.states.total),
      `${row.transitions.covered}/${row.transitions.total}`,
      percent(row.transitions.covered, row.transitions.total),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const lines = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd(),
  );
  lines.splice(1, 0, widths.map((width) => '-'.repeat(width)).join('  '));
  const missing = summary.machines.flatMap((row) => [
    ...row.states.missing.map((state) => `  ${row.name}: state ${state} never entered`),
    ...row.transitions.missing.map((label) => `  ${row.name}: transition ${label} never taken`),
  ]);
  if (summary.machines.length === 0) lines.push('No machine coverage recorded: did the machine tests run?');
  else if (missing.length > 0) lines.push('', 'Missing:', ...missing);
  else lines.push('', `Every state and transition of ${summary.machines.length} machines is covered.`);
  return lines.join('\n');
}
