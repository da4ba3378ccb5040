/**
 * The screen's customs clearance actor: the parent machine with the shared upload rules plugged in.
 * It files what its children finish in the member's store, and says what stopped when the member
 * leaves mid-submission.
 */
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { customsShipments, nextUploadId, uploadedDocument } from '../../data/customsClearance';
import { defaultDocumentUploadRules, validateUpload, type PickedFile } from '../../data/fileUpload';
import { customsClearanceMachine, selectSubmittingShipments } from '../../machines/customsClearance.machine';
import { useAppActorRef } from '../../platform/actors';
import { useMemberStore } from '../../platform/memberStore';
import { useScreenText } from '../../platform/screenText';
import { useToast } from '../../platform/shellContext';
import { useNotifyStoppedOnLeave } from '../../platform/stoppedOnLeave';
import { useWorldDay } from '../../platform/worldDay';

export type CustomsClearanceActor = ActorRefFrom<typeof customsClearanceMachine>;

const validate = (file: PickedFile) => {
  const check = validateUpload(file, defaultDocumentUploadRules);
  return check.ok ? null : check.reason;
};

export function useCustomsClearanceActor(): CustomsClearanceActor {
  const day = useWorldDay();
  const { t } = useScreenText('customsClearance');
  const toast = useToast();
  const store = useMemberStore();
  const customs = useAppActorRef(customsClearanceMachine, {
    input: { shipmentIds: customsShipments(day).map((shipment) => shipment.id), validate },
  });

  useEffect(() => {
    // A filed declaration and an uploaded document go into the member's store, whichever shipment
    // is shown when they finish.
    const filed = customs.on('declaration.filed', ({ shipmentId }) =>
      store.send({
        type: 'customs.declare',
        declaration: { shipmentId, status: 'submitted', at: new Date().toISOString() },
      }),
    );
    const uploaded = customs.on('document.uploaded', ({ shipmentId, file }) => {
      const { uploads } = store.getSnapshot().context.record.customs;
      store.send({
        type: 'customs.upload',
        upload: {
          shipmentId,
          document: uploadedDocument(nextUploadId(shipmentId, uploads), file.name),
          at: new Date().toISOString(),
        },
      });
      // The toast names the shipment by its one id; the machine knows each declaration by its own.
      const shipment = customsShipments(day).find((declaration) => declaration.id === shipmentId)?.shipmentId;
      toast({ tone: 'success', title: t('upload.toast', { name: file.name, id: shipment ?? shipmentId }) });
    });
    return () => {
      filed.unsubscribe();
      uploaded.unsubscribe();
    };
  }, [customs, store, toast, t, day]);

  // Leaving the screen mid-submission stops it; the notification centre says so, with a link back.
  useNotifyStoppedOnLeave(
    customs,
    (snapshot) =>
      selectSubmittingShipments(snapshot).map((shipmentId) => ({ kind: 'declaration', shipmentId })),
    store.send,
  );
  return customs;
}
