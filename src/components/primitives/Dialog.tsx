import type { Theme } from '@emotion/react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useRef, type ReactNode } from 'react';
import { withIds } from './IdText';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** Name of the close button in the corner. */
  closeLabel: string;
  children: ReactNode;
  /** Buttons at the bottom (Save, Cancel). */
  footer?: ReactNode;
  /** Room for a table: up to 1040 px wide instead of 560. */
  wide?: boolean;
}

/**
 * A modal dialog (Radix Dialog: focus moves in and is trapped, Esc and the close button close it,
 * the page behind is inert). Focus returns to whatever had it when the dialog opened: the dialog is
 * controlled, so there is no Radix trigger to return to. An id in the title or description ("Duties and
 * taxes for SH-2026-009") is shown as one unit (`withIds`).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  footer,
  wide = false,
}: DialogProps) {
  const focusReturn = useFocusReturn();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay css={dialogOverlay} />
        <RadixDialog.Content
          css={[styles.content, wide ? styles.wide : undefined]}
          {...focusReturn}
          // Radix attaches its Escape listener a render or two after the dialog appears (once it knows it
          // is the topmost layer); an Escape pressed in between was lost. Close on it here too, unless
          // a layer inside (a menu) has already handled it.
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !event.defaultPrevented) {
              event.preventDefault();
              onOpenChange(false);
            }
          }}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div css={styles.header}>
            <RadixDialog.Title css={styles.title}>{withIds(title)}</RadixDialog.Title>
            <DialogClose label={closeLabel} />
          </div>
          {description ? (
            <RadixDialog.Description css={styles.description}>{withIds(description)}</RadixDialog.Description>
          ) : null}
          <div css={styles.body}>{children}</div>
          {footer ? <div css={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * Where focus goes around a controlled modal: it remembers what had focus when the modal opened and
 * gives it back on close (while that is still on the page and `shouldReturn` says so).
 */
export function useFocusReturn(shouldReturn: () => boolean = () => true) {
  const returnTo = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      if (shouldReturn() && returnTo.current?.isConnected) returnTo.current.focus();
    },
  };
}

/** The × that closes the modal it sits in, named by `label`. */
export function DialogClose({ label }: { label: string }) {
  return (
    <RadixDialog.Close css={styles.close} aria-label={label} data-part="close">
      ×
    </RadixDialog.Close>
  );
}

/** The dimmed page behind a modal. */
export const dialogOverlay = (theme: Theme) => ({
  position: 'fixed' as const,
  inset: 0,
  background: theme.colors.overlay,
  zIndex: 40,
});

/** The raised surface of a modal, above its overlay; the caller places and sizes it. */
export const dialogSurface = (theme: Theme) => ({
  position: 'fixed' as const,
  zIndex: 41,
  background: theme.colors.surfaceRaised,
  color: theme.colors.text,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.lg,
  boxShadow: theme.colors.shadow,
});

const styles = {
  content: (theme: Theme) => ({
    ...dialogSurface(theme),
    inset: 0,
    margin: 'auto',
    blockSize: 'fit-content',
    inlineSize: 'min(560px, calc(100vw - 32px))',
    maxBlockSize: 'calc(100vh - 32px)',
    overflowY: 'auto' as const,
    display: 'grid',
    gap: theme.space(4),
    padding: theme.space(5),
  }),
  wide: { inlineSize: 'min(1040px, calc(100vw - 32px))' },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 12 },
  title: (theme: Theme) => ({ fontSize: theme.fontSizes.xl, fontWeight: 700 }),
  description: (theme: Theme) => ({ color: theme.colors.textMuted }),
  close: (theme: Theme) => ({
    inlineSize: 40,
    blockSize: 40,
    flex: 'none',
    border: 0,
    borderRadius: theme.radii.sm,
    background: 'transparent',
    color: theme.colors.text,
    fontSize: 22,
    cursor: 'pointer',
    '&:hover': { background: theme.colors.surfaceSunken },
  }),
  body: (theme: Theme) => ({ display: 'grid', gap: theme.space(3) }),
  footer: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'flex-end',
    gap: theme.space(2),
  }),
};
