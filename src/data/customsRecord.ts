/**
 * The member's customs work (uploads and filed declarations) as the stored record keeps it: its check,
 * used by the record's validator, and its reader for the customs screen's first paint, before the member
 * store has loaded.
 */
import type { CustomsDocument } from './customsClearance';
import { fieldOfRecordText } from './memberKey';
import type { CustomsDeclarationRecord, CustomsUpload, MemberRecord } from './memberRecord';
import { bool, listOf, nullableText, objectOf, oneOf, optionalText, readOrNull, text } from './recordChecks';

const customsDocument = objectOf<CustomsDocument>({
  id: text,
  code: nullableText,
  fileName: optionalText,
  status: oneOf(['approved', 'pending', 'rejected'] as const),
  required: bool,
});

/** The record's `customs`: every upload and declaration whole, or the record does not fit. */
export const customsWork = objectOf<MemberRecord['customs']>({
  uploads: listOf(objectOf<CustomsUpload>({ shipmentId: text, document: customsDocument, at: text })),
  declarations: listOf(
    objectOf<CustomsDeclarationRecord>({
      shipmentId: text,
      status: oneOf(['submitted', 'cleared'] as const),
      at: text,
    }),
  ),
});

/**
 * The member's uploads and filed declarations in a stored record's text, for the screen's first paint
 * before the member store (which checks the whole record) has loaded: none when they cannot all be read.
 */
export function customsOfRecordText(recordText: string | null): MemberRecord['customs'] {
  return (
    readOrNull(customsWork, fieldOfRecordText(recordText, 'customs')) ?? { uploads: [], declarations: [] }
  );
}
