/**
 * Submitting the customs declaration of one shipment: a progress on screen, then `declaration.filed`
 * (the screen files it in the member store). Submit needs every required document approved and the
 * declaration not filed yet; leaving mid-submit files nothing.
 *
 * States: `documents` (initial), `submitting` (context.progress 0..100), `submitted`.
 * Events: `user.submit` { documents: { status, required }[], filed }. Emits `declaration.filed`.
 * Delays: `submitStep` 400 ms (progress + `submitIncrement` = 25; four steps).
 */
import { assertEvent, assign, emit, setup, type SnapshotFrom } from 'xstate';

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
      assertEvent(event, 'user.submit');
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
