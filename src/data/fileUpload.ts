/**
 * Rules for a document a member picks from their computer (customs Upload Document, the
 * compliance dashboard's Upload): nothing leaves the browser, but an empty file, a file over the size
 * limit or a file of a type the screen does not take is refused with a reason the screen explains.
 */

/** What the rules look at: the browser's `File` has all three. */
export interface PickedFile {
  name: string;
  /** Bytes. */
  size: number;
  /** MIME type as the browser reports it (may be empty). */
  type: string;
}

export interface UploadRules {
  /** Accepted extensions, lower case with the dot ('.pdf'). */
  accept: readonly string[];
  /** Largest accepted size in bytes. */
  maxBytes: number;
}

export type UploadRejection = 'empty' | 'tooLarge' | 'wrongType';
export type UploadCheck = { ok: true } | { ok: false; reason: UploadRejection };

/** Documents of trade and compliance: PDFs, scans, office files, spreadsheets; up to 10 MB. */
export const defaultDocumentUploadRules: UploadRules = {
  accept: ['.pdf', '.png', '.jpg', '.jpeg', '.doc', '.docx', '.xlsx', '.csv'],
  maxBytes: 10 * 1024 * 1024,
};

/** The extension of a file name, lower case with its dot ('' when it has none: 'README', '.env'). */
export function extensionOf(name: string): string {
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/**
 * Checks a picked file, the type first (a wrong file is wrong at any size), then emptiness, then size.
 * The extension decides the type: MIME types are missing or vague for many office files.
 */
export function validateUpload(file: PickedFile, rules: UploadRules): UploadCheck {
  if (!rules.accept.includes(extensionOf(file.name))) return { ok: false, reason: 'wrongType' };
  if (!Number.isFinite(file.size) || file.size <= 0) return { ok: false, reason: 'empty' };
  if (file.size > rules.maxBytes) return { ok: false, reason: 'tooLarge' };
  return { ok: true };
}

const byteUnits = ['B', 'KB', 'MB', 'GB'] as const;

/** A size for people: "0 B", "512 B", "1.5 KB", "10 MB" (base 1024, at most one decimal). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${byteUnits[unit]}`;
}
