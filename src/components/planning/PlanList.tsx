import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';

export interface PlanListItem {
  id: string;
  title: string;
  statusLabel: string;
  statusTone: RoleName;
  /** "SDR 2,500,000.00". */
  value: string;
  /** "8 of 12 completed". */
  progressText: string;
  selected: boolean;
}

export interface PlanListProps {
  heading: string;
  /** Accessible name of the list ("Transaction plans"). */
  listLabel: string;
  plans: readonly PlanListItem[];
  empty: { title: string; body: string };
  onSelect: (id: string) => void;
}

/**
 * The plans as a list of toggle buttons (`aria-pressed`): Tab reaches each, Enter or Space selects it;
 * the selected one is highlighted and its details show beside the list.
 */
export function PlanList({ heading, listLabel, plans, empty, onSelect }: PlanListProps) {
  return (
    <Card
      as="section"
      aria-labelledby="planning-plans-heading"
      data-state={plans.length ? 'filled' : 'empty'}
    >
      <CardHeader id="planning-plans-heading" title={heading} />
      {plans.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <ul aria-label={listLabel} css={styles.list}>
          {plans.map((plan) => (
            <li key={plan.id}>
              <button
                type="button"
                aria-pressed={plan.selected}
                data-plan={plan.id}
                onClick={() => onSelect(plan.id)}
                css={styles.item}
              >
                <span css={styles.top}>
                  <span css={styles.title}>{plan.title}</span>
                  <Badge tone={plan.statusTone} data-tone={plan.statusTone}>
                    {plan.statusLabel}
                  </Badge>
                </span>
                <span css={styles.meta}>
                  <span css={styles.id}>{plan.id}</span>
                  <span>{plan.value}</span>
                </span>
                <span css={styles.meta}>{plan.progressText}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const styles = {
  list: (theme: Theme) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space(2),
  }),
  item: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(1),
    inlineSize: '100%',
    padding: theme.space(3),
    textAlign: 'start' as const,
    font: 'inherit',
    color: theme.colors.text,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderInlineStartWidth: 4,
    borderRadius: theme.radii.md,
    cursor: 'pointer',
    transition: `background ${theme.durations.fast}ms, border-color ${theme.durations.fast}ms`,
    [theme.mq.reducedMotion]: { transition: 'none' },
    '&:hover': { background: theme.colors.surfaceSunken },
    '&[aria-pressed="true"]': {
      background: theme.roles.active.background,
      borderColor: theme.roles.active.outline,
      borderInlineStartColor: theme.roles.active.fill,
    },
  }),
  top: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: theme.space(2),
  }),
  title: { fontWeight: 700, overflowWrap: 'anywhere' as const, minWidth: 0 },
  meta: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: theme.space(3),
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
  }),
  id: (theme: Theme) => ({ fontFamily: theme.fonts.mono }),
};
