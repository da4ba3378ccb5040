import type { Theme } from '@emotion/react';
import { useRef } from 'react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import { Icon } from '../primitives/Icon';
import { ProgressBar } from '../primitives/ProgressBar';
import { plainList } from '../primitives/plainList';
import { itemFrame, itemRow } from '../primitives/listItem';
import type { MemberFigure } from '../primitives/memberFigure';

export interface DocumentView {
  id: string;
  /** The document's name, or an uploaded file's name (rendered as text). */
  name: string;
  statusLabel: string;
  statusTone: RoleName;
  /** "Required" / "Optional". */
  requirementLabel: string;
}

export type UploadViewStatus = 'idle' | 'rejected' | 'uploading' | 'uploaded';

export interface RequiredDocumentsProps {
  heading: string;
  listLabel: string;
  documents: readonly DocumentView[];
  empty: { title: string; body: string };
  upload: {
    /** The visible button text ("Upload Document"). */
    label: string;
    /** Accepted types and the size limit. */
    hint: string;
    /** `accept` of the file input (".pdf,.png,..."). */
    accept: string;
    status: UploadViewStatus;
    progress: number;
    progressLabel: string;
    /** Shown under the button: why a file was refused, the upload running, or that it was added. */
    message: string | null;
  };
  /** A file was picked (the input is cleared afterwards, so the same file can be picked again). */
  onPick: (file: File) => void;
  /** Marks the list, which the member's uploads join. */
  figure?: MemberFigure;
}

/**
 * The declaration's documents (approved green, pending amber, any other red) and Upload Document: a
 * real file input behind a button-looking label; a refused file gets its reason in an alert, an
 * accepted one shows its progress and then joins the list as pending.
 */
export function RequiredDocuments({
  heading,
  listLabel,
  documents,
  empty,
  upload,
  onPick,
  figure,
}: RequiredDocumentsProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = upload.status === 'uploading';
  return (
    <Card as="section" aria-labelledby="customs-documents-heading" data-state={upload.status}>
      <CardHeader id="customs-documents-heading" title={heading} />
      {documents.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <ul aria-label={listLabel} css={styles.list} {...figure}>
          {documents.map((document) => (
            <li
              key={document.id}
              css={styles.item}
              data-document={document.id}
              data-tone={document.statusTone}
            >
              <span css={styles.name}>{document.name}</span>
              <span css={styles.badges}>
                <span css={styles.requirement}>{document.requirementLabel}</span>
                <Badge tone={document.statusTone} data-tone={document.statusTone}>
                  {document.statusLabel}
                </Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div css={styles.upload}>
        <input
          ref={inputRef}
          id="customs-upload-input"
          type="file"
          accept={upload.accept}
          disabled={busy}
          aria-describedby="customs-upload-hint customs-upload-message"
          css={styles.input}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onPick(file);
            event.currentTarget.value = '';
          }}
        />
        <label htmlFor="customs-upload-input" css={styles.button} data-disabled={busy ? 'true' : 'false'}>
          <Icon name="upload" size={18} />
          {upload.label}
        </label>
        <p id="customs-upload-hint" css={styles.hint}>
          {upload.hint}
        </p>
        {busy ? <ProgressBar label={upload.progressLabel} value={upload.progress} tone="info" /> : null}
        <p
          id="customs-upload-message"
          role={upload.status === 'rejected' ? 'alert' : 'status'}
          css={styles.message}
          data-state={upload.status}
        >
          {upload.message}
        </p>
      </div>
    </Card>
  );
}

const styles = {
  list: (theme: Theme) => plainList(theme, 2),
  item: (theme: Theme) => ({ ...itemRow(theme), ...itemFrame(theme, 2, 3) }),
  name: { fontWeight: 600, overflowWrap: 'anywhere' as const, minWidth: 0 },
  badges: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(2),
    flexWrap: 'wrap' as const,
  }),
  requirement: (theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }),
  upload: (theme: Theme) => ({ display: 'grid', gap: theme.space(2), justifyItems: 'start' }),
  // Visually hidden but focusable: the label is what is seen; focus on the input shows on the label.
  input: {
    position: 'absolute' as const,
    inlineSize: 1,
    blockSize: 1,
    opacity: 0,
    overflow: 'hidden',
  },
  button: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(2),
    minHeight: 40,
    padding: theme.space(2, 4),
    borderRadius: theme.radii.md,
    background: theme.colors.brand,
    color: theme.colors.brandText,
    fontWeight: 600,
    cursor: 'pointer',
    'input:focus-visible + &': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
    '&:hover': { background: theme.colors.brandHover },
    '&[data-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
  }),
  hint: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
  message: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
    '&:empty': { display: 'none' },
    '&[data-state="rejected"]': { color: theme.roles.danger.text, fontWeight: 600 },
    '&[data-state="uploaded"]': { color: theme.roles.success.text },
  }),
};
