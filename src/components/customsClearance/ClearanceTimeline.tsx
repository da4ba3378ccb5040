import type { Theme } from '@emotion/react';
import { plainList } from '../primitives/plainList';

export type TimelineViewState = 'done' | 'current' | 'upcoming';

export interface TimelineEntryView {
  step: string;
  label: string;
  /** "Completed" / "In progress" / "Upcoming" (read with the step). */
  stateLabel: string;
  state: TimelineViewState;
}

/** Track Status: the clearance steps in order, done ones ticked, the current one marked `aria-current`. */
export function ClearanceTimeline({
  label,
  entries,
}: {
  label: string;
  entries: readonly TimelineEntryView[];
}) {
  return (
    <ol aria-label={label} css={styles.list}>
      {entries.map((entry) => (
        <li
          key={entry.step}
          css={styles.item}
          data-state={entry.state}
          aria-current={entry.state === 'current' ? 'step' : undefined}
        >
          <span css={styles.marker} aria-hidden="true">
            {entry.state === 'done' ? '✓' : ''}
          </span>
          <span css={styles.text}>
            <span css={styles.label}>{entry.label}</span>
            <span css={styles.state}>{entry.stateLabel}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

const styles = {
  list: (theme: Theme) => plainList(theme, 3),
  item: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.space(3),
    '&[data-state="done"] > span:first-of-type': {
      background: theme.roles.success.fill,
      borderColor: theme.roles.success.fill,
      color: theme.colors.textInverse,
    },
    '&[data-state="current"] > span:first-of-type': {
      borderColor: theme.roles.info.fill,
      boxShadow: `inset 0 0 0 4px ${theme.roles.info.fill}`,
    },
  }),
  marker: (theme: Theme) => ({
    flex: 'none',
    inlineSize: 24,
    blockSize: 24,
    borderRadius: '50%',
    border: `2px solid ${theme.colors.borderStrong}`,
    display: 'grid',
    placeItems: 'center',
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
  }),
  text: { display: 'grid', gap: 2, minWidth: 0 },
  label: { fontWeight: 600, overflowWrap: 'anywhere' as const },
  state: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
};
