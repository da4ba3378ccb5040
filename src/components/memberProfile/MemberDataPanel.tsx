import type { Theme } from '@emotion/react';
import { useRef } from 'react';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';

export type MemberDataState = 'idle' | 'confirmingReset' | 'importing' | 'done' | 'failed';

export interface MemberDataPanelProps {
  heading: string;
  headingId: string;
  description: string;
  state: MemberDataState;
  /** What happened last ("Your data was imported.", "member.json is not JSON..."), else empty. */
  message: string;
  resetLabel: string;
  exportLabel: string;
  importLabel: string;
  importingLabel: string;
  /** Names what the import accepts ("A JSON file exported from Silk Road Trade, up to 5 MB"). */
  importHint: string;
  dismissLabel: string;
  onReset: () => void;
  onExport: () => void;
  onImport: (file: File) => void;
  onDismiss: () => void;
}

/**
 * "Your data": reset to the sample state, export the member's record as a file, import one. The
 * import is a button that opens the file chooser (a hidden file input, so the button looks and reads
 * like the others); the outcome is announced in a status line, a failure as an alert.
 */
export function MemberDataPanel({
  heading,
  headingId,
  description,
  state,
  message,
  resetLabel,
  exportLabel,
  importLabel,
  importingLabel,
  importHint,
  dismissLabel,
  onReset,
  onExport,
  onImport,
  onDismiss,
}: MemberDataPanelProps) {
  const input = useRef<HTMLInputElement>(null);
  // Not while asking: the dialog is modal, and Reset must take focus back when it closes.
  const busy = state === 'importing';
  const hintId = `${headingId}-import-hint`;
  const outcome = (tone: typeof styles.success) => (
    <p css={[styles.message, tone]} data-testid="member-data-message">
      <span>{message}</span>
      <Button type="button" variant="ghost" compact onClick={onDismiss}>
        {dismissLabel}
      </Button>
    </p>
  );
  return (
    <Card as="section" aria-labelledby={headingId} data-state={state} css={styles.card}>
      <h2 id={headingId} css={styles.heading}>
        {heading}
      </h2>
      <p css={styles.muted}>{description}</p>
      <div css={styles.actions}>
        <Button type="button" disabled={busy} onClick={onExport}>
          {exportLabel}
        </Button>
        <Button
          type="button"
          disabled={busy}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {state === 'importing' ? importingLabel : importLabel}
        </Button>
        <input
          ref={input}
          type="file"
          accept="application/json,.json"
          hidden
          tabIndex={-1}
          aria-label={importLabel}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            // Cleared so that choosing the same file again is a new choice.
            event.currentTarget.value = '';
            if (file) onImport(file);
          }}
        />
        <Button type="button" disabled={busy} onClick={onReset} css={styles.reset}>
          {resetLabel}
        </Button>
      </div>
      <div>
        <p id={hintId} css={styles.muted}>
          {importHint}
        </p>
        {/* Both live regions stay in the page so a new message is announced: news politely, a failure as an alert. */}
        <div role="status">{state === 'done' && message ? outcome(styles.success) : null}</div>
        <div role="alert">{state === 'failed' && message ? outcome(styles.danger) : null}</div>
      </div>
    </Card>
  );
}

const styles = {
  card: (theme: Theme) => ({ display: 'grid', gap: theme.space(3), minWidth: 0 }),
  heading: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  muted: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
  reset: (theme: Theme) => ({ color: theme.roles.danger.text, borderColor: theme.roles.danger.outline }),
  message: (theme: Theme) => ({
    margin: 0,
    marginBlockStart: theme.space(3),
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(2),
    padding: theme.space(2, 3),
    borderRadius: theme.radii.md,
    borderWidth: 1,
    borderStyle: 'solid',
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
  }),
  success: (theme: Theme) => ({
    borderColor: theme.roles.success.outline,
    background: theme.roles.success.background,
    color: theme.roles.success.text,
  }),
  danger: (theme: Theme) => ({
    borderColor: theme.roles.danger.outline,
    background: theme.roles.danger.background,
    color: theme.roles.danger.text,
  }),
};
