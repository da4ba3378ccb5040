import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';
import { ProgressBar } from '../primitives/ProgressBar';

export interface PlanDetailView {
  id: string;
  title: string;
  statusLabel: string;
  statusTone: RoleName;
  totalValue: string;
  transactions: string;
  startDate: string;
  endDate: string;
  /** "8 of 12 completed". */
  completed: string;
  /** 0 to 100. */
  completedPercent: number;
  /** "66.7%". */
  completedPercentText: string;
}

export interface PlanDetailLabels {
  /** Small heading above the title ("Plan details"). */
  eyebrow: string;
  id: string;
  totalValue: string;
  transactions: string;
  startDate: string;
  endDate: string;
  completed: string;
}

export interface PlanDetailProps {
  plan: PlanDetailView;
  labels: PlanDetailLabels;
}

/** The selected plan: total value, transactions, dates and how many are completed (with a bar). */
export function PlanDetail({ plan, labels }: PlanDetailProps) {
  return (
    <Card as="section" aria-labelledby="planning-detail-heading" data-state="selected" data-plan={plan.id}>
      <p css={styles.eyebrow}>{labels.eyebrow}</p>
      <CardHeader
        id="planning-detail-heading"
        title={plan.title}
        actions={
          <Badge tone={plan.statusTone} data-tone={plan.statusTone}>
            {plan.statusLabel}
          </Badge>
        }
      />
      <dl css={styles.facts}>
        <div>
          <dt>{labels.id}</dt>
          <dd css={styles.mono}>{plan.id}</dd>
        </div>
        <div>
          <dt>{labels.totalValue}</dt>
          <dd>{plan.totalValue}</dd>
        </div>
        <div>
          <dt>{labels.transactions}</dt>
          <dd>{plan.transactions}</dd>
        </div>
        <div>
          <dt>{labels.startDate}</dt>
          <dd>{plan.startDate}</dd>
        </div>
        <div>
          <dt>{labels.endDate}</dt>
          <dd>{plan.endDate}</dd>
        </div>
        <div>
          <dt>{labels.completed}</dt>
          <dd>{plan.completed}</dd>
        </div>
      </dl>
      <div css={styles.progress}>
        <ProgressBar
          label={`${labels.completed}: ${plan.completed}`}
          value={plan.completedPercent}
          valueText={plan.completedPercentText}
          tone={plan.statusTone}
        />
        <span css={styles.percent}>{plan.completedPercentText}</span>
      </div>
    </Card>
  );
}

const styles = {
  eyebrow: (theme: Theme) => ({
    margin: 0,
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    textTransform: 'uppercase' as const,
    letterSpacing: '0.04em',
    color: theme.colors.textMuted,
  }),
  facts: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: theme.space(3),
    margin: 0,
    dt: { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
    dd: { margin: 0, fontWeight: 600, overflowWrap: 'break-word' as const },
  }),
  mono: (theme: Theme) => ({ fontFamily: theme.fonts.mono }),
  progress: (theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2) }),
  percent: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    whiteSpace: 'nowrap' as const,
  }),
};
