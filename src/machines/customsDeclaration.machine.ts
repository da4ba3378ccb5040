/**
 * The customs declaration of one shipment (spec part 2, Customs Clearance; issue 7): its documents
 * (uploaded files join as pending), Submit Declaration (only when every required document is approved)
 * with a progress and then a confirmation, and Pay Duties (once).
 *
 * States: `documents` (initial; collecting documents), `submitting` (context.progress 0..100),
 * `submitted` (the declaration is filed; a shipment already cleared starts here).
 * Events: `user.addDocument` { document: { id, fileName } } (any state: appended as pending, not
 * required), `user.submit` (documents, only when every required document is approved),
 * `user.payDuties` (any state, once).
 * Delays: `submitStep` 400 ms (progress + `submitIncrement` = 25; four steps).
 * Input: `{ documents, submitted?, dutiesPaid? }`.
 */
import { assign, setup, type SnapshotFrom } from 'xstate';

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

export interface CustomsDeclarationInput {
  documents: readonly DeclarationDocument[];
  /** The declaration was filed before (a cleared shipment). */
  submitted?: boolean;
  dutiesPaid?: boolean;
}

export interface CustomsDeclarationContext {
  documents: DeclarationDocument[];
  alreadySubmitted: boolean;
  progress: number;
  dutiesPaid: boolean;
}

export type CustomsDeclarationEvent =
  | { type: 'user.addDocument'; document: { id: string; fileName: string } }
  | { type: 'user.submit' }
  | { type: 'user.payDuties' };

export const customsDeclarationMachine = setup({
  types: {
    context: {} as CustomsDeclarationContext,
    events: {} as CustomsDeclarationEvent,
    input: {} as CustomsDeclarationInput | undefined,
  },
  delays: customsDeclarationDelays,
  guards: {
    isAlreadySubmitted: ({ context }) => context.alreadySubmitted,
    canSubmit: ({ context }) => {
      const required = context.documents.filter((document) => document.required);
      return required.length > 0 && required.every((document) => document.status === 'approved');
    },
    hasNewDocument: ({ context, event }) =>
      event.type === 'user.addDocument' &&
      typeof event.document?.id === 'string' &&
      event.document.id !== '' &&
      typeof event.document.fileName === 'string' &&
      event.document.fileName.trim() !== '' &&
      !context.documents.some((document) => document.id === event.document.id),
    canPayDuties: ({ context }) => !context.dutiesPaid,
    isSubmitComplete: ({ context }) => context.progress + submitIncrement >= 100,
  },
  actions: {
    addDocument: assign({
      documents: ({ context, event }) =>
        event.type === 'user.addDocument'
          ? [
              ...context.documents,
              {
                id: event.document.id,
                code: null,
                fileName: event.document.fileName,
                status: 'pending',
                required: false,
              },
            ]
          : context.documents,
    }),
    startSubmission: assign({ progress: 0 }),
    advanceSubmission: assign({
      progress: ({ context }) => Math.min(100, context.progress + submitIncrement),
    }),
    recordDutiesPaid: assign({ dutiesPaid: true }),
  },
}).createMachine({
  id: 'customsDeclaration',
  context: ({ input }) => ({
    documents: [...(input?.documents ?? [])],
    alreadySubmitted: input?.submitted ?? false,
    progress: input?.submitted ? 100 : 0,
    dutiesPaid: input?.dutiesPaid ?? false,
  }),
  initial: 'documents',
  on: {
    'user.addDocument': { guard: 'hasNewDocument', actions: 'addDocument' },
    'user.payDuties': { guard: 'canPayDuties', actions: 'recordDutiesPaid' },
  },
  states: {
    documents: {
      always: { guard: 'isAlreadySubmitted', target: 'submitted' },
      on: { 'user.submit': { guard: 'canSubmit', target: 'submitting', actions: 'startSubmission' } },
    },
    submitting: {
      after: {
        submitStep: [
          { guard: 'isSubmitComplete', target: 'submitted', actions: 'advanceSubmission' },
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
export const selectDeclarationDocuments = (snapshot: CustomsDeclarationSnapshot): DeclarationDocument[] =>
  snapshot.context.documents;
export const selectSubmitProgress = (snapshot: CustomsDeclarationSnapshot): number =>
  snapshot.context.progress;
export const selectDutiesPaid = (snapshot: CustomsDeclarationSnapshot): boolean =>
  snapshot.context.dutiesPaid;
