/**
 * Submitting the customs declaration of one shipment: Submit
 * Declaration (only when every required document is approved and the declaration is not filed yet)
 * runs a progress on screen, then emits `declaration.filed` (the screen sends `customs.declare` to
 * the member's store). What the member did on the shipment
 * (documents uploaded, declaration filed, duties paid) lives in the store, not here: this machine
 * keeps only the progress the screen shows. Leaving the screen mid-submit stops it, and nothing is filed.
 *
 * The screen passes the shipment's documents and whether it is filed with `user.submit`; the guard
 * re-checks them, so `snapshot.can(...)` with the current documents enables the button.
 *
 * States: `documents` (initial; collecting documents), `submitting` (context.progress 0..100),
 * `submitted` (filed by this screen).
 * Events: `user.submit` { documents: { status, required }[], filed }.
 * Emitted: `declaration.filed` (at the end of the progress).
 * Delays: `submitStep` 400 ms (progress + `submitIncrement` = 25; four steps).
 */
import { assign, emit, setup, type SnapshotFrom } from 'xstate';

export const customsDeclarationDelays = { submitStep: 400 } as const;
export const submitIncrement = 25;

export interface DeclarationDocument {
  id: string;
  /** Translation code of a sample document; null for an uploaded file. */
  code: string | null;
  fileName?: string;
  status: string;
  required: boolean;
}

export interface CustomsDeclarationContext {
  progress: number;
}

export type CustomsDeclarationEvent = {
  type: 'user.submit';
  documents: readonly Pick<DeclarationDocument, 'status' | 'required'>[];
  /** The declaration is filed already (submitted before, or the shipment is cleared). */
  filed: boolean;
};

export type CustomsDeclarationEmitted = { type: 'declaration.filed' };

export const customsDeclarationMachine = setup({
  types: {
    context: {} as CustomsDeclarationContext,
    events: {} as CustomsDeclarationEvent,
    emitted: {} as CustomsDeclarationEmitted,
  },
  delays: customsDeclarationDelays,
  guards: {
    canSubmit: ({ event }) => {
      const documents: unknown = event.documents;
      if (event.filed !== false || !Array.isArray(documents)) return false;
      const required = documents.filter(
        (document: unknown): document is { status: unknown } =>
          typeof document === 'object' &&
          document !== null &&
          'required' in document &&
          document.required === true,
      );
      return required.length > 0 && required.every((document) => document.status === 'approved');
    },
    isSubmitComplete: ({ context }) => context.progress + submitIncrement >= 100,
  },
  actions: {
    startSubmission: assign({ progress: 0 }),
    advanceSubmission: assign({
      progress: ({ context }) => Math.min(100, context.progress + submitIncrement),
    }),
    fileDeclaration: emit({ type: 'declaration.filed' }),
  },
}).createMachine({
  id: 'customsDeclaration',
  context: { progress: 0 },
  initial: 'documents',
  states: {
    documents: {
      on: { 'user.submit': { guard: 'canSubmit', target: 'submitting', actions: 'startSubmission' } },
    },
    submitting: {
      after: {
        submitStep: [
          {
            guard: 'isSubmitComplete',
            target: 'submitted',
            actions: ['advanceSubmission', 'fileDeclaration'],
          },
          { target: 'submitting', reenter: true, actions: 'advanceSubmission' },
        ],
      },
    },
    submitted: {},
  },
});

export type CustomsDeclarationSnapshot = SnapshotFrom<typeof customsDeclarationMachine>;
export type DeclarationStatus = 'documents' | 'submitting' | 'submitted';

export const selectDeclarationStatus = (snapshot: CustomsDeclarationSnapshot): DeclarationStatus =>
  snapshot.value;
export const selectSubmitProgress = (snapshot: CustomsDeclarationSnapshot): number =>
  snapshot.context.progress;
