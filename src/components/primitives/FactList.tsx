import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface Fact {
  id: string;
  label: ReactNode;
  value: ReactNode;
}

export interface FactListProps {
  facts: readonly Fact[];
  /**
   * `stacked`: a small muted label over a bold value (the caller lays the facts out with `css`);
   * `spread`: one fact a line, label at the start and value at the end.
   */
  variant?: 'stacked' | 'spread';
  /** Each fact's id as `data-field`, for tests. */
  marked?: boolean;
  className?: string;
}

/** The few facts inside one item of a list (amount, rate, term), in smaller type than `DetailGrid` (DetailGrid.tsx). */
export function FactList({ facts, variant = 'stacked', marked = false, className }: FactListProps) {
  return (
    <dl className={className} css={factStyles[variant]}>
      {facts.map((fact) => (
        <div key={fact.id} data-field={marked ? fact.id : undefined}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const factStyles = {
  stacked: (theme: Theme) => ({
    margin: 0,
    fontSize: theme.fontSizes.sm,
    dt: { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
    dd: { margin: 0, fontWeight: 600, overflowWrap: 'break-word' as const },
  }),
  spread: (theme: Theme) => ({
    margin: 0,
    display: 'grid',
    gap: theme.space(1),
    '& > div': {
      display: 'flex',
      justifyContent: 'space-between',
      gap: theme.space(2),
      flexWrap: 'wrap' as const,
    },
    '& dt': { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
    '& dd': { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' as const },
  }),
};
