/**
 * Uploading one picked document, simulated: the injected `validate` checks the file first (a refused one
 * never uploads and its reason stays until the next pick), then the progress rises by 20 every 300 ms.
 *
 * States: `idle` (initial), `rejected`, `uploading` (context.progress 0..100), `uploaded`.
 * Events: `user.pick` (file; ignored while uploading), `user.reset` (rejected, uploaded).
 * Delays: `progressStep` 300 ms.
 * Input: `validate(file)` (null for an accepted file, else the reason).
 * Action `notifyUploaded` (a no-op here) runs when the file is in: a parent provides it.
 */
import { assertEvent, assign, setup, type SnapshotFrom } from 'xstate';

export const fileUploadDelays = { progressStep: 300 } as const;
/** Percent added per step: five steps make the whole upload. */
export const progressIncrement = 20;

export interface UploadFile {
  name: string;
  size: number;
  type: string;
}

export interface FileUploadInput<Reason extends string = string> {
  validate: (file: UploadFile) => Reason | null;
}

export interface FileUploadContext {
  validate: (file: UploadFile) => string | null;
  file: UploadFile | null;
  rejection: string | null;
  progress: number;
}

export type FileUploadEvent = { type: 'user.pick'; file: UploadFile } | { type: 'user.reset' };

/** The picked file of a `user.pick`, or null for one without a file (the workbench probes bare events). */
function pickedFile(event: FileUploadEvent): UploadFile | null {
  assertEvent(event, 'user.pick');
  return event.file ? event.file : null;
}

export const fileUploadMachine = setup({
  types: {
    context: {} as FileUploadContext,
    events: {} as FileUploadEvent,
    input: {} as FileUploadInput,
  },
  delays: fileUploadDelays,
  guards: {
    isAcceptedFile: ({ context, event }) => {
      const file = pickedFile(event);
      return file !== null && context.validate(file) === null;
    },
    hasPickedFile: ({ event }) => pickedFile(event) !== null,
    isUploadComplete: ({ context }) => context.progress + progressIncrement >= 100,
  },
  actions: {
    startUpload: assign(({ event }) => ({ file: pickedFile(event), rejection: null, progress: 0 })),
    recordRejection: assign(({ context, event }) => {
      const file = pickedFile(event);
      return { file, rejection: file ? context.validate(file) : null, progress: 0 };
    }),
    advanceProgress: assign(({ context }) => ({
      progress: Math.min(100, context.progress + progressIncrement),
    })),
    clearUpload: assign({ file: null, rejection: null, progress: 0 }),
    // Provided by a parent that files the uploaded document (customs clearance).
    notifyUploaded: () => {},
  },
}).createMachine({
  id: 'fileUpload',
  context: ({ input }) => ({
    validate: input.validate,
    file: null,
    rejection: null,
    progress: 0,
  }),
  initial: 'idle',
  on: {
    // Handled in idle, rejected and uploaded; `uploading` overrides it to ignore a second pick.
    'user.pick': [
      { guard: 'isAcceptedFile', target: '.uploading', actions: 'startUpload' },
      { guard: 'hasPickedFile', target: '.rejected', actions: 'recordRejection' },
    ],
  },
  states: {
    idle: {},
    rejected: {
      on: { 'user.reset': { target: 'idle', actions: 'clearUpload' } },
    },
    uploading: {
      on: { 'user.pick': {} },
      after: {
        progressStep: [
          { guard: 'isUploadComplete', target: 'uploaded', actions: ['advanceProgress', 'notifyUploaded'] },
          { target: 'uploading', reenter: true, actions: 'advanceProgress' },
        ],
      },
    },
    uploaded: {
      on: { 'user.reset': { target: 'idle', actions: 'clearUpload' } },
    },
  },
});

export type FileUploadSnapshot = SnapshotFrom<typeof fileUploadMachine>;
export type FileUploadStatus = 'idle' | 'rejected' | 'uploading' | 'uploaded';

export const selectUploadStatus = (snapshot: FileUploadSnapshot): FileUploadStatus => snapshot.value;
export const selectRejection = (snapshot: FileUploadSnapshot): string | null => snapshot.context.rejection;
export const selectProgress = (snapshot: FileUploadSnapshot): number => snapshot.context.progress;
/** The file being uploaded or refused (for its name in the message). */
export const selectPickedFile = (snapshot: FileUploadSnapshot): UploadFile | null => snapshot.context.file;
