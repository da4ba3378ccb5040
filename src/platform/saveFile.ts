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

/** Runs `release` once the browser has taken the download; tests pass their own to release at will. */
export type ReleaseScheduler = (release: () => void) => void;

/**
 * The click resolves the blob URL (Chromium and Firefox keep the blob alive from then on), but WebKit
 * reads it on the turn after the click: the next animation frame comes after that turn, with no timer.
 */
export const nextFrame: ReleaseScheduler = (release) => {
  window.requestAnimationFrame(() => release());
};

const isPartList = (content: SavedFile['content']): content is readonly BlobPart[] => Array.isArray(content);

export function saveFile(
  { name, content, type }: SavedFile,
  scheduleRelease: ReleaseScheduler = nextFrame,
): void {
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
    scheduleRelease(() => URL.revokeObjectURL(url));
  }
}
