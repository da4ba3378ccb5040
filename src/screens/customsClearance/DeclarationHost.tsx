import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { CustomsShipment } from '../../data/customsClearance';
import { customsDeclarationMachine } from '../../machines/customsDeclaration.machine';
import { useAppActorRef } from '../../platform/actors';
import { useMemberStore } from '../../platform/memberStore';
import { useNotifyStoppedOnLeave } from '../../platform/stoppedOnLeave';

export type DeclarationActor = ActorRefFrom<typeof customsDeclarationMachine>;

/**
 * One declaration actor per shipment, created here and handed up: a submission under way goes on when
 * the member looks at another shipment, and files the declaration in the member's store at its end.
 * Leaving the screen stops it, and the member's notifications say so.
 */
export function DeclarationHost({
  shipment,
  onReady,
}: {
  shipment: CustomsShipment;
  onReady: (id: string, actor: DeclarationActor) => void;
}) {
  const actor = useAppActorRef(customsDeclarationMachine);
  const store = useMemberStore();
  useEffect(() => {
    const subscription = actor.on('declaration.filed', () =>
      store.send({
        type: 'customs.declare',
        declaration: { shipmentId: shipment.id, status: 'submitted', at: new Date().toISOString() },
      }),
    );
    return () => subscription.unsubscribe();
  }, [actor, store, shipment.id]);
  useEffect(() => onReady(shipment.id, actor), [onReady, shipment.id, actor]);
  // Leaving the screen mid-submission stops it; the notification centre says so, with a link back.
  useNotifyStoppedOnLeave(
    actor,
    (snapshot) => (snapshot.matches('submitting') ? { kind: 'declaration', shipmentId: shipment.id } : null),
    store.send,
  );
  return null;
}
