/**
 * Saving a file the app made (a CSV export, a compliance report, a document copy) to the member's
 * computer: the one place that builds the Blob, clicks a hidden download link and releases the object
 * URL. Screens call `saveFile` and never touch anchors or object URLs themselves.
 */

export interface SavedFile {
  /** The file name the browser offers ("transactions.csv"). */
  name: string;
  content: BlobPart | readonly BlobPart[];
  /** MIME type, with its charset for text ("text/csv;charset=utf-8"). */
  type: string;
}

/** How long the object URL outlives the click: the browser starts the download on a later turn. */
const revokeDelayMs = 0;

const isPartList = (content: SavedFile['content']): content is readonly BlobPart[] => Array.isArray(content);

export function saveFile({ name, content, type }: SavedFile): void {
  const parts: BlobPart[] = isPartList(content) ? [...content] : [content];
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  anchor.hidden = true;
  document.body.append(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), revokeDelayMs);
  }
}
