/**
 * The customs clearance screen: one declaration child and one upload child per shipment, spawned when
 * it starts, and the only actor the screen sends to. An event passes on exactly when the shipment's
 * child takes it, so `snapshot.can` says what that child would accept. A submission or an upload under
 * way goes on while the member looks at another shipment. Read a shipment's children with
 * `selectShipmentChildren(id)` and their own selectors; nothing of them is copied here. Each child's
 * change reaches this actor's observers (`syncSnapshot`).
 *
 * States: `ready` (the only one; the children hold the rest).
 * Events: `user.submit` (shipmentId, documents, filed: to its declaration), `user.pick` (shipmentId,
 * file: to its upload); from the children, `child.filed` and `child.uploaded` (childId, file).
 * Emits `declaration.filed` (shipmentId) and `document.uploaded` (shipmentId, file): the screen files
 * them in the member's store.
 * Delays: the children's.
 * Input: `shipmentIds`, `validate` (the upload rules: null for an accepted file, else the reason).
 */
import { assertEvent, emit, sendParent, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  customsDeclarationMachine,
  type CustomsDeclarationEvent,
  type DeclarationDocument,
} from './customsDeclaration.machine';
import { fileUploadMachine, type FileUploadInput, type UploadFile } from './fileUpload.machine';

export interface CustomsClearanceInput extends FileUploadInput {
  shipmentIds: readonly string[];
}

export type DeclarationActor = ActorRefFrom<typeof customsDeclarationMachine>;
export type UploadActor = ActorRefFrom<typeof fileUploadMachine>;

/** One shipment's children (the same actors as in `snapshot.children`). */
export interface ShipmentChildren {
  declaration: DeclarationActor;
  upload: UploadActor;
}

export interface CustomsClearanceContext {
  shipments: Readonly<Record<string, ShipmentChildren>>;
}

export type CustomsClearanceEvent =
  | {
      type: 'user.submit';
      shipmentId: string;
      documents: readonly Pick<DeclarationDocument, 'status' | 'required'>[];
      filed: boolean;
    }
  | { type: 'user.pick'; shipmentId: string; file: UploadFile }
  | { type: 'child.filed'; childId: string }
  | { type: 'child.uploaded'; childId: string; file: UploadFile };

export type CustomsClearanceEmitted =
  | { type: 'declaration.filed'; shipmentId: string }
  | { type: 'document.uploaded'; shipmentId: string; file: UploadFile };

/** The children's ids: the shipment's id after what the child does. */
export const declarationChildId = (shipmentId: string) => `declaration:${shipmentId}`;
export const uploadChildId = (shipmentId: string) => `upload:${shipmentId}`;
const shipmentOfChild = (childId: string) => childId.slice(childId.indexOf(':') + 1);

const childrenOf = (context: CustomsClearanceContext, shipmentId: unknown): ShipmentChildren | undefined =>
  typeof shipmentId === 'string' && Object.hasOwn(context.shipments, shipmentId)
    ? context.shipments[shipmentId]
    : undefined;

export const customsClearanceMachine = setup({
  types: {
    context: {} as CustomsClearanceContext,
    events: {} as CustomsClearanceEvent,
    input: {} as CustomsClearanceInput,
    emitted: {} as CustomsClearanceEmitted,
  },
  actors: {
    // A declaration tells this actor when it is filed, an upload when its file is in.
    customsDeclaration: customsDeclarationMachine.provide({
      actions: { fileDeclaration: sendParent(({ self }) => ({ type: 'child.filed', childId: self.id })) },
    }),
    fileUpload: fileUploadMachine.provide({
      actions: {
        notifyUploaded: sendParent(({ self, context }) => ({
          type: 'child.uploaded',
          childId: self.id,
          file: context.file,
        })),
      },
    }),
  },
  guards: {
    canDeclarationTake: ({ context, event }) => {
      assertEvent(event, 'user.submit');
      const declaration = childrenOf(context, event.shipmentId)?.declaration;
      return declaration?.getSnapshot().can(declarationEvent(event)) ?? false;
    },
    canUploadTake: ({ context, event }) => {
      assertEvent(event, 'user.pick');
      const upload = childrenOf(context, event.shipmentId)?.upload;
      return upload?.getSnapshot().can({ type: 'user.pick', file: event.file }) ?? false;
    },
  },
  actions: {
    forwardSubmit: sendTo(
      ({ context, event }) => {
        assertEvent(event, 'user.submit');
        return childrenOf(context, event.shipmentId)!.declaration;
      },
      ({ event }) => {
        assertEvent(event, 'user.submit');
        return declarationEvent(event);
      },
    ),
    forwardPick: sendTo(
      ({ context, event }) => {
        assertEvent(event, 'user.pick');
        return childrenOf(context, event.shipmentId)!.upload;
      },
      ({ event }) => {
        assertEvent(event, 'user.pick');
        return { type: 'user.pick' as const, file: event.file };
      },
    ),
    notifyFiled: emit(({ event }) => {
      assertEvent(event, 'child.filed');
      return { type: 'declaration.filed' as const, shipmentId: shipmentOfChild(event.childId) };
    }),
    notifyUploaded: emit(({ event }) => {
      assertEvent(event, 'child.uploaded');
      return {
        type: 'document.uploaded' as const,
        shipmentId: shipmentOfChild(event.childId),
        file: event.file,
      };
    }),
  },
}).createMachine({
  id: 'customsClearance',
  context: ({ input, spawn }) => ({
    shipments: Object.fromEntries(
      input.shipmentIds.map((shipmentId) => [
        shipmentId,
        {
          declaration: spawn('customsDeclaration', {
            id: declarationChildId(shipmentId),
            syncSnapshot: true,
          }),
          upload: spawn('fileUpload', {
            id: uploadChildId(shipmentId),
            input: { validate: input.validate },
            syncSnapshot: true,
          }),
        },
      ]),
    ),
  }),
  initial: 'ready',
  states: {
    ready: {
      on: {
        'user.submit': { guard: 'canDeclarationTake', actions: 'forwardSubmit' },
        'user.pick': { guard: 'canUploadTake', actions: 'forwardPick' },
        'child.filed': { actions: 'notifyFiled' },
        'child.uploaded': { actions: 'notifyUploaded' },
      },
    },
  },
});

function declarationEvent(
  event: Extract<CustomsClearanceEvent, { type: 'user.submit' }>,
): CustomsDeclarationEvent {
  return { type: 'user.submit', documents: event.documents, filed: event.filed };
}

export type CustomsClearanceSnapshot = SnapshotFrom<typeof customsClearanceMachine>;

/** A shipment's declaration and upload, to read with `useSelector` and their own selectors. */
export const selectShipmentChildren =
  (shipmentId: string) =>
  (snapshot: CustomsClearanceSnapshot): ShipmentChildren | undefined =>
    childrenOf(snapshot.context, shipmentId);

/** The shipments whose declaration is being submitted now. */
export const selectSubmittingShipments = (snapshot: CustomsClearanceSnapshot): string[] =>
  Object.entries(snapshot.context.shipments)
    .filter(([, children]) => children.declaration.getSnapshot().matches('submitting'))
    .map(([shipmentId]) => shipmentId);
