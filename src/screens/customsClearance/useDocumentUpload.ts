import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { nextUploadId, uploadedDocument } from '../../data/customsClearance';
import { defaultDocumentUploadRules, formatBytes } from '../../data/fileUpload';
import type { FileUploadSnapshot, FileUploadStatus, UploadFile } from '../../machines/fileUpload.machine';
import { useDeferredModule } from '../../platform/deferredModule';
import { useMemberStore } from '../../platform/memberStore';
import { useScreenText } from '../../platform/screenText';
import { useToast } from '../../platform/shellContext';
import type { UploadActor } from './DocumentUploader';

const uploadRules = defaultDocumentUploadRules;

/** The upload machine loads with the first file picked: nothing before needs it. */
const loadUploader = () => import('./DocumentUploader');

// The machine's selectors, written out (importing them would load the machine), with what they are
// before it exists: nothing picked yet.
const selectUploadStatus = (snapshot: FileUploadSnapshot | undefined): FileUploadStatus =>
  snapshot?.value ?? 'idle';
const selectRejection = (snapshot: FileUploadSnapshot | undefined) => snapshot?.context.rejection ?? null;
const selectProgress = (snapshot: FileUploadSnapshot | undefined) => snapshot?.context.progress ?? 0;
const selectPickedFile = (snapshot: FileUploadSnapshot | undefined) => snapshot?.context.file ?? null;
const selectUploadedFile = (snapshot: FileUploadSnapshot | undefined) =>
  snapshot?.matches('uploaded') ? snapshot.context.file : null;

/**
 * Upload Document of one shipment's declaration: the shared upload rules check the file, the fileUpload
 * machine simulates the upload, and an accepted file joins the declaration's documents as pending.
 * Render `Uploader` with `onUploaderReady` (it creates the machine's actor once loaded).
 */
export function useDocumentUpload(shipmentId: string) {
  const { t } = useScreenText('customsClearance');
  const toast = useToast();
  const store = useMemberStore();
  const [uploader, setUploader] = useState<UploadActor | undefined>(undefined);
  // A file picked before the machine has arrived is sent to it once it has.
  const [anyPicked, setAnyPicked] = useState(false);
  const waiting = useRef<UploadFile | null>(null);
  const Uploader = useDeferredModule(loadUploader, anyPicked)?.DocumentUploader;
  const onUploaderReady = useCallback((actor: UploadActor) => {
    setUploader(actor);
    const file = waiting.current;
    if (!file) return;
    waiting.current = null;
    actor.send({ type: 'user.pick', file });
  }, []);
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
    const at = new Date().toISOString();
    const { uploads } = store.getSnapshot().context.record.customs;
    store.send({
      type: 'customs.upload',
      upload: {
        shipmentId,
        document: uploadedDocument(nextUploadId(shipmentId, uploads), uploaded.name),
        at,
      },
    });
    toast({ tone: 'success', title: t('upload.toast', { name: uploaded.name, id: shipmentId }) });
  }, [uploaded, shipmentId, store, toast, t]);

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
    onPick: (file: File) => {
      const picked = { name: file.name, size: file.size, type: file.type };
      if (uploader) {
        uploader.send({ type: 'user.pick', file: picked });
        return;
      }
      waiting.current = picked;
      setAnyPicked(true);
    },
    Uploader,
    onUploaderReady,
  };
}
