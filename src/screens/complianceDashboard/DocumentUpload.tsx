/**
 * The compliance dashboard's Upload: the upload panel wired to its own fileUpload actor (type, empty
 * and size checks, then the simulated upload). The screen loads this module the first time Upload is
 * pressed and keeps it mounted afterwards, so an upload under way finishes even when the panel is
 * closed; the actor stops with the screen. A finished upload is handed to the screen with the file and
 * the type and region chosen when it was picked.
 */
import { useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { UploadPanel } from '../../components/complianceDashboard/UploadPanel';
import {
  documentRegions,
  documentTypes,
  type DocumentRegion,
  type DocumentType,
} from '../../data/complianceDashboard';
import {
  defaultDocumentUploadRules,
  formatBytes,
  validateUpload,
  type UploadRejection,
} from '../../data/fileUpload';
import { formatPercent } from '../../i18n/format';
import {
  fileUploadMachine,
  selectPickedFile,
  selectProgress,
  selectRejection,
  selectUploadStatus,
  type UploadFile,
} from '../../machines/fileUpload.machine';
import { useScreenText } from '../../platform/screenText';
import { useAppActorRef } from '../../platform/actors';

const acceptedTypes = defaultDocumentUploadRules.accept.join(',');
const acceptedList = defaultDocumentUploadRules.accept.map((ext) => ext.slice(1).toUpperCase()).join(', ');
const maxSize = formatBytes(defaultDocumentUploadRules.maxBytes);

/** The machine's validator: the shared rules with the document limits (type, empty, 10 MB). */
const validateDocument = (file: UploadFile): UploadRejection | null => {
  const check = validateUpload(file, defaultDocumentUploadRules);
  return check.ok ? null : check.reason;
};

export interface DocumentUploadProps {
  /** The element id the toolbar's Upload button controls. */
  id: string;
  open: boolean;
  onClose: () => void;
  onUploaded: (file: File, type: DocumentType, region: DocumentRegion) => void;
}

export default function DocumentUpload({ id, open, onClose, onUploaded }: DocumentUploadProps) {
  const { t, language } = useScreenText('complianceDashboard');
  const [type, setType] = useState<DocumentType>('regulatory');
  const [region, setRegion] = useState<DocumentRegion>('global');
  const picked = useRef<{ file: File; type: DocumentType; region: DocumentRegion } | null>(null);

  const upload = useAppActorRef(fileUploadMachine, { input: { validate: validateDocument } });
  const status = useSelector(upload, selectUploadStatus);
  const rejection = useSelector(upload, selectRejection);
  const progress = useSelector(upload, selectProgress);
  const pickedFile = useSelector(upload, selectPickedFile);

  const finish = useEffectEvent(() => {
    const source = picked.current;
    if (!source) return;
    picked.current = null;
    onUploaded(source.file, source.type, source.region);
  });
  useEffect(() => {
    let previous = upload.getSnapshot().value;
    const subscription = upload.subscribe((snapshot) => {
      if (snapshot.value === 'uploaded' && previous !== 'uploaded') finish();
      previous = snapshot.value;
    });
    return () => subscription.unsubscribe();
  }, [upload]);

  const pick = (file: File) => {
    if (upload.getSnapshot().matches('uploading')) return; // the machine ignores it too
    picked.current = { file, type, region };
    upload.send({ type: 'user.pick', file: { name: file.name, size: file.size, type: file.type } });
  };

  const message = (() => {
    const name = pickedFile?.name ?? '';
    if (status === 'uploading') return t('upload.uploading', { name });
    if (status === 'uploaded') return t('upload.uploaded', { name });
    if (status === 'rejected' && rejection) {
      return t(`upload.rejected.${rejection}`, {
        name,
        size: formatBytes(pickedFile?.size ?? 0),
        max: maxSize,
        types: acceptedList,
      });
    }
    return undefined;
  })();

  const options = (values: readonly string[], ns: 'types' | 'regions') =>
    values.map((value) => ({ value, label: t(`${ns}.${value}`) }));

  if (!open) return null;
  return (
    <UploadPanel
      id={id}
      heading={t('upload.heading')}
      type={{ label: t('upload.type'), value: type, options: options(documentTypes, 'types') }}
      region={{ label: t('upload.region'), value: region, options: options(documentRegions, 'regions') }}
      fileLabel={t('upload.file')}
      hint={t('upload.hint', { types: acceptedList, max: maxSize })}
      accept={acceptedTypes}
      status={status}
      message={message}
      progress={progress}
      progressLabel={t('upload.progressLabel')}
      progressText={formatPercent(progress, language, 0)}
      closeLabel={t('upload.close')}
      onTypeChange={(value) => setType(documentTypes.find((v) => v === value) ?? 'regulatory')}
      onRegionChange={(value) => setRegion(documentRegions.find((v) => v === value) ?? 'global')}
      onPick={pick}
      onClose={onClose}
    />
  );
}
