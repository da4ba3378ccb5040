import type { Theme } from '@emotion/react';

export interface EventLogEntry {
  id: number;
  /** Simulated time, already formatted: "5,000 ms". */
  at: string;
  event: string;
  state: string;
}

export interface EventLogProps {
  heading: string;
  emptyText: string;
  entries: EventLogEntry[];
}

/** Every event the actor took, newest last, with its simulated time and the state it led to. */
export function EventLog({ heading, emptyText, entries }: EventLogProps) {
  return (
    <section css={styles.panel} aria-label={heading} data-state={entries.length ? 'ready' : 'empty'}>
      <h3 css={styles.heading}>{heading}</h3>
      {entries.length === 0 ? (
        <p css={styles.muted}>{emptyText}</p>
      ) : (
        <ol css={styles.list}>
          {entries.map((entry) => (
            <li key={entry.id} css={styles.entry}>
              <span css={styles.time}>{entry.at}</span>
              <code css={styles.code} dir="ltr">
                {entry.event} → {entry.state}
              </code>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

const styles = {
  panel: { display: 'grid', gap: 8, alignContent: 'start', minInlineSize: 0 },
  heading: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md, color: theme.colors.text }),
  muted: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 },
  entry: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: '5.5em 1fr',
    gap: 8,
    fontSize: theme.fontSizes.xs,
    color: theme.colors.text,
  }),
  time: (theme: Theme) => ({
    color: theme.colors.textMuted,
    fontVariantNumeric: 'tabular-nums',
  }),
  code: (theme: Theme) => ({ fontFamily: theme.fonts.mono, overflowWrap: 'anywhere' as const }),
};
