import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import {
  ItemId,
  ItemMeta,
  ItemTitle,
  ItemTop,
  SelectableItem,
  SelectableList,
} from '../primitives/SelectableList';

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
        <SelectableList aria-label={listLabel}>
          {plans.map((plan) => (
            <SelectableItem
              key={plan.id}
              selected={plan.selected}
              onSelect={() => onSelect(plan.id)}
              data={{ 'data-plan': plan.id }}
            >
              <ItemTop>
                <ItemTitle>{plan.title}</ItemTitle>
                <Badge tone={plan.statusTone} data-tone={plan.statusTone}>
                  {plan.statusLabel}
                </Badge>
              </ItemTop>
              <ItemMeta>
                <ItemId>{plan.id}</ItemId>
                <span>{plan.value}</span>
              </ItemMeta>
              <ItemMeta>{plan.progressText}</ItemMeta>
            </SelectableItem>
          ))}
        </SelectableList>
      )}
    </Card>
  );
}
