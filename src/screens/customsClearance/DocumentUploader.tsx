/**
 * The upload machine of one declaration's Upload Document, checking files by the shared upload rules:
 * created here and handed up. Loaded with the first file picked (nothing before needs it).
 */
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { defaultDocumentUploadRules, validateUpload, type PickedFile } from '../../data/fileUpload';
import { fileUploadMachine } from '../../machines/fileUpload.machine';
import { useAppActorRef } from '../../platform/actors';

const validate = (file: PickedFile) => {
  const check = validateUpload(file, defaultDocumentUploadRules);
  return check.ok ? null : check.reason;
};

export type UploadActor = ActorRefFrom<typeof fileUploadMachine>;

export function DocumentUploader({ onReady }: { onReady: (actor: UploadActor) => void }) {
  const uploader = useAppActorRef(fileUploadMachine, { input: { validate } });
  useEffect(() => onReady(uploader), [onReady, uploader]);
  return null;
}
