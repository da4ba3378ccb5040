import type { Theme } from '@emotion/react';
import { useEffect, useRef, type RefObject } from 'react';
import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { plainList } from '../primitives/plainList';

export interface RepositoryEntryView {
  id: string;
  /** A literal folder path, shown as code. */
  path: string;
  description: string;
}

export interface RepositoryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The repository's name, shown as code. */
  repository: string;
  listLabel: string;
  entries: RepositoryEntryView[];
  /** How to get access. */
  access: string;
  closeLabel: string;
  closeButtonLabel: string;
  /**
   * What gets focus back when the dialog closes. Radix gives it back only to its own Trigger, which
   * a controlled dialog opened by any button does not have; without this focus would fall to `<body>`.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * What "View on GitHub" opens: the repository is private and the app works offline, so instead of a
 * dead link the member sees how the source is organised and how to get access.
 */
export function RepositoryDialog({
  open,
  onOpenChange,
  title,
  description,
  repository,
  listLabel,
  entries,
  access,
  closeLabel,
  closeButtonLabel,
  returnFocusTo,
}: RepositoryDialogProps) {
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) returnFocusTo?.current?.focus();
    wasOpen.current = open;
  }, [open, returnFocusTo]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeLabel={closeLabel}
      footer={
        <Button type="button" variant="primary" onClick={() => onOpenChange(false)}>
          {closeButtonLabel}
        </Button>
      }
    >
      <p css={styles.repository}>
        <code dir="ltr">{repository}</code>
      </p>
      <ul css={styles.list} aria-label={listLabel}>
        {entries.map((entry) => (
          <li key={entry.id} css={styles.entry}>
            <span css={styles.path}>
              <code dir="ltr">{entry.path}</code>
            </span>
            <span css={styles.entryDescription}>{entry.description}</span>
          </li>
        ))}
      </ul>
      <p css={styles.access}>{access}</p>
    </Dialog>
  );
}

const styles = {
  repository: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontWeight: 600,
    textAlign: 'start' as const,
    overflowWrap: 'anywhere' as const,
  }),
  list: (theme: Theme) => ({
    ...plainList(theme),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
  }),
  entry: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'minmax(120px, auto) minmax(0, 1fr)',
    gap: theme.space(3),
    padding: theme.space(2, 3),
    borderBlockEnd: `1px solid ${theme.colors.border}`,
    '&:last-of-type': { borderBlockEnd: 0 },
    [`@media (max-width: ${theme.breakpoints.sm - 0.02}px)`]: { gridTemplateColumns: '1fr', gap: 2 },
  }),
  path: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.sm,
    color: theme.colors.link,
    textAlign: 'start' as const,
    overflowWrap: 'anywhere' as const,
  }),
  entryDescription: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
    overflowWrap: 'anywhere' as const,
  }),
  access: (theme: Theme) => ({ fontSize: theme.fontSizes.sm }),
};
