import type { RoleName } from '../../theme/themes';
import { ItemMeta, ItemSummary, SelectableItem, SelectableListCard } from '../primitives/SelectableList';

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
    <SelectableListCard
      headingId="planning-plans-heading"
      heading={heading}
      listLabel={listLabel}
      count={plans.length}
      empty={empty}
    >
      {plans.map((plan) => (
        <SelectableItem
          key={plan.id}
          selected={plan.selected}
          onSelect={() => onSelect(plan.id)}
          data={{ 'data-plan': plan.id }}
        >
          <ItemSummary
            id={plan.id}
            title={plan.title}
            status={plan.statusLabel}
            tone={plan.statusTone}
            facts={[plan.value]}
          >
            <ItemMeta>{plan.progressText}</ItemMeta>
          </ItemSummary>
        </SelectableItem>
      ))}
    </SelectableListCard>
  );
}
