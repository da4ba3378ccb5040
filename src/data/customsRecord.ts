/**
 * The member's customs work (uploads and filed declarations) read from the stored record's text, for
 * the customs screen's first paint before the member store has loaded. Each item is read by the rules of
 * the record's validator (src/data/memberRecord.ts), which a test holds equal.
 */
import type { KeptDeclaration, KeptUpload } from './customsClearance';
import { fieldOfRecordText } from './memberKey';

const isText = (value: unknown): value is string => typeof value === 'string';
const fieldsOf = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** An upload as the record's validator reads it (src/data/memberRecord.ts), or null. */
function keptUploadOf(value: unknown): KeptUpload | null {
  const upload = fieldsOf(value);
  const document = fieldsOf(upload?.document);
  if (!upload || !document || !isText(upload.shipmentId) || !isText(upload.at) || !isText(document.id))
    return null;
  const { code, fileName, status, required } = document;
  if (code !== null && !isText(code)) return null;
  if (fileName !== undefined && !isText(fileName)) return null;
  if (status !== 'approved' && status !== 'pending' && status !== 'rejected') return null;
  if (typeof required !== 'boolean') return null;
  return {
    shipmentId: upload.shipmentId,
    document: { id: document.id, code, ...(fileName === undefined ? {} : { fileName }), status, required },
  };
}

/** A filed declaration as the record's validator reads it, or null. */
function keptDeclarationOf(value: unknown): KeptDeclaration | null {
  const declaration = fieldsOf(value);
  if (!declaration || !isText(declaration.shipmentId) || !isText(declaration.at)) return null;
  const { status } = declaration;
  return status === 'submitted' || status === 'cleared'
    ? { shipmentId: declaration.shipmentId, status }
    : null;
}

const readAll = <T>(value: unknown, read: (item: unknown) => T | null): T[] | null => {
  if (!Array.isArray(value)) return null;
  const items: T[] = [];
  for (const item of value) {
    const kept = read(item);
    if (!kept) return null;
    items.push(kept);
  }
  return items;
};

/**
 * The member's uploads and filed declarations in a stored record's text, for the screen's first paint
 * before the member store (which checks the whole record) has loaded: none when they cannot all be read.
 */
export function customsOfRecordText(text: string | null): {
  uploads: KeptUpload[];
  declarations: KeptDeclaration[];
} {
  const customs = fieldsOf(fieldOfRecordText(text, 'customs'));
  const uploads = readAll(customs?.uploads, keptUploadOf);
  const declarations = readAll(customs?.declarations, keptDeclarationOf);
  return uploads && declarations ? { uploads, declarations } : { uploads: [], declarations: [] };
}
