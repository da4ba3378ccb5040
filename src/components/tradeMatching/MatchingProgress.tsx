import type { Theme } from '@emotion/react';
import { ProgressBar } from '../primitives/ProgressBar';

export type MatchingProgressState = 'idle' | 'running' | 'results' | 'failed';

export interface MatchingProgressProps {
  /** "Matching progress" */
  label: string;
  state: MatchingProgressState;
  /** 0 to 100. */
  value: number;
  /** "40%" */
  valueText: string;
  /** "Searching the network…", "4 matches found", "Ready". */
  statusText: string;
}

/** The AI matching progress bar with a line that says what it is doing (announced politely). */
export function MatchingProgress({ label, state, value, valueText, statusText }: MatchingProgressProps) {
  return (
    <section css={styles.root} aria-label={label} data-state={state}>
      <div css={styles.row}>
        <span css={styles.label}>{label}</span>
        <span css={styles.value}>{valueText}</span>
      </div>
      <ProgressBar
        label={label}
        value={value}
        valueText={valueText}
        tone={state === 'results' ? 'success' : 'info'}
      />
      <p css={styles.status} role="status">
        {statusText}
      </p>
    </section>
  );
}

const styles = {
  root: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(2),
    padding: theme.space(4, 5),
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    minWidth: 0,
  }),
  row: (theme: Theme) => ({ display: 'flex', justifyContent: 'space-between', gap: theme.space(2) }),
  label: { fontWeight: 700 },
  value: { fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
  status: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
};
