import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { nextUploadId, uploadedDocument } from '../../data/customsClearance';
import { defaultDocumentUploadRules, formatBytes, validateUpload } from '../../data/fileUpload';
import {
  fileUploadMachine,
  selectPickedFile,
  selectProgress,
  selectRejection,
  selectUploadStatus,
  selectUploadedFile,
} from '../../machines/fileUpload.machine';
import { useAppActorRef } from '../../platform/actors';
import { useMemberStore } from '../../platform/memberStore';
import { useScreenText } from '../../platform/screenText';
import { useToast } from '../../platform/shellContext';

const uploadRules = defaultDocumentUploadRules;
const validate = (file: { name: string; size: number; type: string }) => {
  const check = validateUpload(file, uploadRules);
  return check.ok ? null : check.reason;
};

/**
 * Upload Document of one shipment's declaration: the shared upload rules check the file, the fileUpload
 * machine simulates the upload, and an accepted file joins the declaration's documents as pending.
 */
export function useDocumentUpload(shipmentId: string) {
  const { t } = useScreenText('customsClearance');
  const toast = useToast();
  const store = useMemberStore();
  const uploader = useAppActorRef(fileUploadMachine, { input: { validate } });
  const uploadStatus = useSelector(uploader, selectUploadStatus);
  const uploadProgress = useSelector(uploader, selectProgress);
  const rejection = useSelector(uploader, selectRejection);
  const picked = useSelector(uploader, selectPickedFile);
  const uploaded = useSelector(uploader, selectUploadedFile);
  const lastAdded = useRef<unknown>(null);
  const max = formatBytes(uploadRules.maxBytes);

  // An uploaded file joins this declaration's documents as pending, once, kept in the member's store.
  useEffect(() => {
    if (!uploaded || lastAdded.current === uploaded) return;
    lastAdded.current = uploaded;
    const { uploads } = store.getSnapshot().context.record.customs;
    store.send({
      type: 'customs.upload',
      upload: {
        shipmentId,
        document: uploadedDocument(nextUploadId(shipmentId, uploads), uploaded.name),
        at: new Date().toISOString(),
      },
    });
    toast({ tone: 'success', title: t('upload.toast', { name: uploaded.name, id: shipmentId }) });
  }, [uploaded, store, shipmentId, toast, t]);

  const message = (() => {
    const name = picked?.name ?? '';
    if (uploadStatus === 'rejected' && rejection && picked)
      return t(`upload.rejected.${rejection}`, { name, size: formatBytes(picked.size), max });
    if (uploadStatus === 'uploading') return t('upload.uploading', { name });
    if (uploadStatus === 'uploaded') return t('upload.uploaded', { name });
    return null;
  })();

  return {
    upload: {
      label: t('upload.label'),
      hint: t('upload.hint', { max }),
      accept: uploadRules.accept.join(','),
      status: uploadStatus,
      progress: uploadProgress,
      progressLabel: t('upload.progress'),
      message,
    },
    onPick: (file: File) =>
      uploader.send({ type: 'user.pick', file: { name: file.name, size: file.size, type: file.type } }),
  };
}
