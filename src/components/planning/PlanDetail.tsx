import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Card } from '../primitives/Card';
import { DetailGrid } from '../primitives/DetailGrid';
import { DetailHeader, ProgressRow } from '../primitives/DetailHeader';

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
      <DetailHeader
        eyebrow={labels.eyebrow}
        id="planning-detail-heading"
        title={plan.title}
        statusLabel={plan.statusLabel}
        statusTone={plan.statusTone}
      />
      <DetailGrid
        rows={[
          { id: 'id', label: labels.id, value: <span css={styles.mono}>{plan.id}</span> },
          { id: 'totalValue', label: labels.totalValue, value: plan.totalValue },
          { id: 'transactions', label: labels.transactions, value: plan.transactions },
          { id: 'startDate', label: labels.startDate, value: plan.startDate },
          { id: 'endDate', label: labels.endDate, value: plan.endDate },
          { id: 'completed', label: labels.completed, value: plan.completed },
        ]}
      />
      <ProgressRow
        label={`${labels.completed}: ${plan.completed}`}
        value={plan.completedPercent}
        valueText={plan.completedPercentText}
        tone={plan.statusTone}
      />
    </Card>
  );
}

const styles = {
  mono: (theme: Theme) => ({ fontFamily: theme.fonts.mono }),
};
