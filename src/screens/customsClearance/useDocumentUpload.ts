import { useSelector } from '@xstate/react';
import { formatBytes, defaultDocumentUploadRules } from '../../data/fileUpload';
import type { CustomsClearanceActor } from './customsActor';
import {
  selectPickedFile,
  selectProgress,
  selectRejection,
  selectUploadStatus,
} from '../../machines/fileUpload.machine';
import type { UploadActor } from '../../machines/customsClearance.machine';
import { useScreenText } from '../../platform/screenText';

const uploadRules = defaultDocumentUploadRules;

/**
 * Upload Document of one shipment's declaration: the shared upload rules check the file and the
 * shipment's upload child simulates it; the screen files an uploaded file as a pending document.
 */
export function useDocumentUpload(customs: CustomsClearanceActor, shipmentId: string, uploader: UploadActor) {
  const { t } = useScreenText('customsClearance');
  const uploadStatus = useSelector(uploader, selectUploadStatus);
  const uploadProgress = useSelector(uploader, selectProgress);
  const rejection = useSelector(uploader, selectRejection);
  const picked = useSelector(uploader, selectPickedFile);
  const max = formatBytes(uploadRules.maxBytes);

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
      customs.send({
        type: 'user.pick',
        shipmentId,
        file: { name: file.name, size: file.size, type: file.type },
      }),
  };
}
