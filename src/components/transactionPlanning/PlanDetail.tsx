import type { RoleName } from '../../theme/themes';
import { DetailGrid } from '../primitives/DetailGrid';
import { ProgressRow } from '../primitives/DetailHeader';
import { DetailPanel } from '../primitives/DetailPanel';

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
    <DetailPanel
      headingId="planning-detail-heading"
      state="selected"
      data-plan={plan.id}
      eyebrow={labels.eyebrow}
      title={plan.title}
      statusLabel={plan.statusLabel}
      statusTone={plan.statusTone}
    >
      <DetailGrid
        rows={[
          { id: 'id', label: labels.id, value: plan.id, mono: true },
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
    </DetailPanel>
  );
}
