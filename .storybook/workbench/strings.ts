/**
 * The workbench's own interface text, in English only: it is a developer tool that only Storybook
 * loads, so it neither follows the app's language toolbar nor mirrors for right-to-left. State, event
 * and guard names stay code names.
 */
export interface WorkbenchStrings {
  diagramTitle: (machine: string) => string;
  diagramDescription: string;
  layingOut: string;
  layoutFailed: string;
  machineWide: string;
  activeState: string;
  events: string;
  payloadOf: (event: string) => string;
  invalidPayload: string;
  noEvents: string;
  clock: string;
  now: (ms: number) => string;
  plus100: string;
  plus1s: string;
  nextTimer: string;
  nextTimerAt: (ms: number) => string;
  noTimer: string;
  reset: string;
  context: string;
  noContext: string;
  log: string;
  logEmpty: string;
  startFailed: (state: string) => string;
  ms: (ms: number) => string;
  /** The machine declares `input` and has no workbench file to give it. */
  missingWorkbenchFile: (machine: string, file: string) => string;
  /** The machine declares `input` and its workbench file gives none. */
  missingInput: (machine: string, file: string) => string;
  /** Events the machine takes carry fields, and its workbench file has no sample payload with them. */
  missingPayloads: (machine: string, file: string, events: string[]) => string;
}

export const workbenchStrings: WorkbenchStrings = {
  diagramTitle: (machine) => `Statechart of ${machine}`,
  diagramDescription:
    'States are boxes, nested states sit inside their parents, a dot points at each initial state, final states have a double border; active states are highlighted.',
  layingOut: 'Laying out the diagram…',
  layoutFailed: 'The diagram could not be laid out:',
  machineWide: 'In any state',
  activeState: 'Active state',
  events: 'Events',
  payloadOf: (event) => `Payload of ${event} (JSON)`,
  invalidPayload: 'Not valid JSON',
  noEvents: 'This machine takes no events.',
  clock: 'Simulated clock',
  now: (ms) => `Time: ${formatMs(ms)} ms`,
  plus100: '+100 ms',
  plus1s: '+1 s',
  nextTimer: 'Next timer',
  nextTimerAt: (ms) => `Next timer at ${formatMs(ms)} ms`,
  noTimer: 'No timer scheduled',
  reset: 'Reset',
  context: 'Context',
  noContext: 'No context',
  log: 'Event log',
  logEmpty: 'No events yet.',
  startFailed: (state) => `Could not reach the state ${state}.`,
  ms: (ms) => `${formatMs(ms)} ms`,
  missingWorkbenchFile: (machine, file) =>
    `${machine} takes input, and the workbench has no file to give it: add ${file} with a default export { input }.`,
  missingInput: (machine, file) =>
    `${machine} takes input, and ${file} gives none: add input to its default export.`,
  missingPayloads: (machine, file, events) =>
    `${machine} takes events with fields that ${file} has no sample payload for: ${events.join('; ')}. Add them to events of its default export.`,
};

/** Milliseconds with English digit grouping: `5000` → `5,000`. */
function formatMs(ms: number): string {
  return String(Math.round(ms)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
