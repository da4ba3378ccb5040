/**
 * "Your data" in the member profile's Settings: reset to the sample state (asked first), export, and
 * import a file through the provided `importFile` actor (a bad file changes nothing); one import at a time.
 *
 * States: `idle` (initial), `confirmingReset`, `importing`, `done` (context.outcome), `failed`
 * (context.problem); from `done` and `failed` everything works as from `idle`.
 * Events: `user.reset`, `user.confirm`, `user.cancel`, `user.export`, `user.import` (file), `user.dismiss`.
 * Delays: none.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/** Why a file was not imported. */
export type ImportProblem = 'empty' | 'tooLarge' | 'notJson' | 'shape' | 'newerVersion' | 'unreadable';

export type ImportOutcome = { ok: true } | { ok: false; problem: ImportProblem };

/** What the section needs of a chosen file (a `File` fits). */
export interface ChosenFile {
  name: string;
  size: number;
  text: () => Promise<string>;
}

export interface MemberDataContext {
  outcome: 'reset' | 'imported' | null;
  problem: ImportProblem | null;
  /** The file being read or last read, by name (shown in the messages). */
  fileName: string | null;
}

export type MemberDataEvent =
  | { type: 'user.reset' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.export' }
  | { type: 'user.import'; file: ChosenFile }
  | { type: 'user.dismiss' };

const isFile = (value: unknown): value is ChosenFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ChosenFile).name === 'string' &&
  typeof (value as ChosenFile).size === 'number' &&
  typeof (value as ChosenFile).text === 'function';

export const memberDataMachine = setup({
  types: {
    context: {} as MemberDataContext,
    events: {} as MemberDataEvent,
  },
  actors: {
    // Provided by the screen: reads the file (output `{ ok: true }` or `{ ok: false, problem }`).
    importFile: fromPromise<ImportOutcome, ChosenFile>(() =>
      Promise.resolve({ ok: false, problem: 'unreadable' }),
    ),
  },
  guards: {
    hasFile: ({ event }) => {
      assertEvent(event, 'user.import');
      return isFile(event.file);
    },
    isImported: (_, outcome: ImportOutcome) => outcome.ok,
  },
  actions: {
    // Provided by the screen: reset and export the member's record.
    resetData: () => {},
    exportData: () => {},
    clearOutcome: assign({ outcome: null, problem: null }),
    setFileName: assign({
      fileName: ({ event }) => {
        assertEvent(event, 'user.import');
        return event.file.name;
      },
    }),
    markReset: assign({ outcome: 'reset' as const, problem: null }),
    markImported: assign({ outcome: 'imported' as const, problem: null }),
    /** The outcome's problem; a failed read (no outcome) is `unreadable`. */
    setProblem: assign({
      outcome: null,
      problem: (_, outcome: ImportOutcome | null) =>
        outcome && !outcome.ok ? outcome.problem : 'unreadable',
    }),
  },
}).createMachine({
  id: 'memberData',
  context: { outcome: null, problem: null, fileName: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'user.reset': { target: 'confirmingReset' },
        'user.export': { actions: 'exportData' },
        'user.import': { guard: 'hasFile', target: 'importing', actions: 'setFileName' },
      },
    },
    confirmingReset: {
      on: {
        'user.confirm': { target: 'done', actions: ['resetData', 'markReset'] },
        'user.cancel': { target: 'idle', actions: 'clearOutcome' },
      },
    },
    importing: {
      invoke: {
        src: 'importFile',
        input: ({ event }) => {
          assertEvent(event, 'user.import');
          return event.file;
        },
        onDone: [
          {
            guard: { type: 'isImported', params: ({ event }) => event.output },
            target: 'done',
            actions: 'markImported',
          },
          { target: 'failed', actions: { type: 'setProblem', params: ({ event }) => event.output } },
        ],
        onError: { target: 'failed', actions: { type: 'setProblem', params: null } },
      },
    },
    done: {
      on: {
        'user.reset': { target: 'confirmingReset' },
        'user.export': { actions: 'exportData' },
        'user.import': { guard: 'hasFile', target: 'importing', actions: 'setFileName' },
        'user.dismiss': { target: 'idle', actions: 'clearOutcome' },
      },
    },
    failed: {
      on: {
        'user.reset': { target: 'confirmingReset' },
        'user.export': { actions: 'exportData' },
        'user.import': { guard: 'hasFile', target: 'importing', actions: 'setFileName' },
        'user.dismiss': { target: 'idle', actions: 'clearOutcome' },
      },
    },
  },
});

export type MemberDataSnapshot = SnapshotFrom<typeof memberDataMachine>;
export type MemberDataState = 'idle' | 'confirmingReset' | 'importing' | 'done' | 'failed';

export const selectDataState = (snapshot: MemberDataSnapshot): MemberDataState => snapshot.value;
export const selectOutcome = (snapshot: MemberDataSnapshot) => snapshot.context.outcome;
export const selectProblem = (snapshot: MemberDataSnapshot) => snapshot.context.problem;
export const selectFileName = (snapshot: MemberDataSnapshot) => snapshot.context.fileName;
