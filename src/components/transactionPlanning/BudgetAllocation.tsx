import type { Theme } from '@emotion/react';
import { ListCard } from '../primitives/ListCard';
import { ProgressBar } from '../primitives/ProgressBar';

export interface BudgetLineView {
  category: string;
  allocated: string;
  used: string;
  remaining: string;
  /** Used as a percentage of allocated, 0 to 100. */
  usedPercent: number;
  /** "70.8% used". */
  usedPercentText: string;
  /** Overspent lines show the remaining in red (with its minus sign). */
  overspent?: boolean;
}

export interface BudgetAllocationProps {
  heading: string;
  listLabel: string;
  lines: readonly BudgetLineView[];
  labels: { allocated: string; used: string; remaining: string };
  empty: { title: string; body: string };
}

/** Budget allocation per category: allocated, used and remaining, with a bar of the used share. */
export function BudgetAllocation({ heading, listLabel, lines, labels, empty }: BudgetAllocationProps) {
  return (
    <ListCard
      headingId="planning-budget-heading"
      heading={heading}
      listLabel={listLabel}
      count={lines.length}
      empty={empty}
      gap={4}
    >
      {lines.map((line) => (
        <li key={line.category} css={styles.item} data-state={line.overspent ? 'overspent' : 'within'}>
          <div css={styles.top}>
            <h3 css={styles.category}>{line.category}</h3>
            <span css={styles.percent}>{line.usedPercentText}</span>
          </div>
          <ProgressBar
            label={`${line.category}: ${line.usedPercentText}`}
            value={line.usedPercent}
            tone={line.overspent ? 'danger' : line.usedPercent >= 90 ? 'warning' : 'info'}
          />
          <dl css={styles.facts}>
            <div>
              <dt>{labels.allocated}</dt>
              <dd>{line.allocated}</dd>
            </div>
            <div>
              <dt>{labels.used}</dt>
              <dd>{line.used}</dd>
            </div>
            <div>
              <dt>{labels.remaining}</dt>
              <dd css={line.overspent ? styles.danger : undefined}>{line.remaining}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ListCard>
  );
}

const styles = {
  item: (theme: Theme) => ({ display: 'grid', gap: theme.space(2), minWidth: 0 }),
  top: (theme: Theme) => ({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: theme.space(2),
  }),
  category: (theme: Theme) => ({
    fontSize: theme.fontSizes.md,
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
    minWidth: 0,
  }),
  percent: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
    whiteSpace: 'nowrap' as const,
  }),
  facts: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))',
    gap: theme.space(2),
    margin: 0,
    fontSize: theme.fontSizes.sm,
    dt: { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
    dd: { margin: 0, fontWeight: 600, overflowWrap: 'break-word' as const },
  }),
  danger: (theme: Theme) => ({ color: theme.roles.danger.text }),
};
