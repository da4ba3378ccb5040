import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { RoleName } from '../../theme/themes';
import { Button } from '../primitives/Button';
import { formPanel } from '../primitives/formStyles';
import { Icon } from '../primitives/Icon';
import { ProgressBar } from '../primitives/ProgressBar';
import { SelectField } from '../primitives/TextField';

export type UploadPanelStatus = 'idle' | 'uploading' | 'uploaded' | 'rejected';

export interface UploadSelect {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}

export interface UploadPanelProps {
  id: string;
  heading: string;
  type: UploadSelect;
  region: UploadSelect;
  fileLabel: string;
  /** Accepted types and size limit, said plainly. */
  hint: string;
  /** The input's `accept` (".pdf,.png,..."): a hint to the picker; the rules check every file anyway. */
  accept: string;
  status: UploadPanelStatus;
  /** What happened: the uploading line, the success line or why the file was refused. */
  message?: string;
  /** 0 to 100 while uploading. */
  progress: number;
  progressLabel: string;
  progressText: string;
  closeLabel: string;
  onTypeChange: (value: string) => void;
  onRegionChange: (value: string) => void;
  /** A file was picked (the input is emptied afterwards, so the same file can be picked again). */
  onPick: (file: File) => void;
  onClose: () => void;
}

const messageTone: Record<Exclude<UploadPanelStatus, 'idle'>, RoleName> = {
  uploading: 'info',
  uploaded: 'success',
  rejected: 'danger',
};

/** Upload a document: its type and region, then a real file picker; progress, success or a clear refusal. */
export function UploadPanel({
  id,
  heading,
  type,
  region,
  fileLabel,
  hint,
  accept,
  status,
  message,
  progress,
  progressLabel,
  progressText,
  closeLabel,
  onTypeChange,
  onRegionChange,
  onPick,
  onClose,
}: UploadPanelProps) {
  const fileId = useId();
  const hintId = `${fileId}-hint`;
  const messageId = `${fileId}-message`;
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} css={styles.root} data-state={status}>
      <div css={styles.header}>
        <h3 id={headingId} css={styles.heading}>
          {heading}
        </h3>
        <Button
          type="button"
          variant="ghost"
          compact
          aria-label={closeLabel}
          title={closeLabel}
          onClick={onClose}
        >
          <Icon name="close" size={16} />
        </Button>
      </div>
      <div css={styles.fields}>
        <SelectField
          label={type.label}
          value={type.value}
          options={type.options}
          onChange={onTypeChange}
          disabled={status === 'uploading'}
        />
        <SelectField
          label={region.label}
          value={region.value}
          options={region.options}
          onChange={onRegionChange}
          disabled={status === 'uploading'}
        />
      </div>
      <div css={styles.file}>
        <label htmlFor={fileId} css={styles.label}>
          {fileLabel}
        </label>
        <p id={hintId} css={styles.hint}>
          {hint}
        </p>
        <input
          id={fileId}
          type="file"
          accept={accept}
          css={styles.input}
          disabled={status === 'uploading'}
          aria-describedby={status === 'rejected' && message ? `${hintId} ${messageId}` : hintId}
          aria-invalid={status === 'rejected' ? true : undefined}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = '';
            if (file) onPick(file);
          }}
        />
      </div>
      {status === 'uploading' ? (
        <div css={styles.progress}>
          <ProgressBar label={progressLabel} value={progress} valueText={progressText} tone="info" />
          <p css={styles.hint}>{message}</p>
        </div>
      ) : null}
      {status === 'uploaded' || status === 'rejected' ? (
        <p
          id={messageId}
          role={status === 'rejected' ? 'alert' : 'status'}
          css={(theme: Theme) => styles.message(theme, messageTone[status])}
        >
          <Icon name={status === 'rejected' ? 'alert' : 'check'} size={16} />
          <span>{message}</span>
        </p>
      ) : null}
    </section>
  );
}

const styles = {
  root: (theme: Theme) => formPanel(theme, { gap: 3, padding: 4, sunken: true }),
  header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8 },
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700 }),
  fields: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(3),
    gridTemplateColumns: '1fr',
    [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
  file: { display: 'grid', gap: 6, minWidth: 0 },
  label: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, fontWeight: 600 }),
  hint: (theme: Theme) => ({
    margin: 0,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  input: (theme: Theme) => ({
    inlineSize: '100%',
    maxInlineSize: '100%',
    minHeight: 44,
    padding: theme.space(2),
    border: `1px dashed ${theme.colors.borderStrong}`,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    color: theme.colors.text,
    font: 'inherit',
    fontSize: theme.fontSizes.sm,
    '&[aria-invalid="true"]': { borderColor: theme.roles.danger.fill },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
    '&::file-selector-button': {
      marginInlineEnd: theme.space(3),
      padding: theme.space(1, 3),
      border: `1px solid ${theme.colors.borderStrong}`,
      borderRadius: theme.radii.sm,
      background: theme.colors.surfaceSunken,
      color: theme.colors.text,
      font: 'inherit',
      fontWeight: 600,
      cursor: 'pointer',
    },
  }),
  progress: (theme: Theme) => ({ display: 'grid', gap: theme.space(2) }),
  message: (theme: Theme, tone: RoleName) => ({
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.space(2),
    margin: 0,
    padding: theme.space(2, 3),
    border: `1px solid ${theme.roles[tone].outline}`,
    borderRadius: theme.radii.md,
    background: theme.roles[tone].background,
    color: theme.roles[tone].text,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
    '& > svg': { flex: '0 0 auto', marginBlockStart: 2 },
  }),
};
