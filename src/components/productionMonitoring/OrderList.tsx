import type { RoleName } from '../../theme/themes';
import { ProgressRow } from '../primitives/DetailHeader';
import { ItemSummary, SelectableItem, SelectableListCard } from '../primitives/SelectableList';

export interface OrderListItem {
  id: string;
  product: string;
  supplier: string;
  statusLabel: string;
  statusTone: RoleName;
  /** 0 to 100. */
  progress: number;
  /** "75%". */
  progressText: string;
  selected: boolean;
}

export interface OrderListProps {
  heading: string;
  /** Accessible name of the list ("Production orders"). */
  listLabel: string;
  /** Accessible name of each progress bar ("Progress"). */
  progressLabel: string;
  orders: readonly OrderListItem[];
  empty: { title: string; body: string };
  onSelect: (id: string) => void;
}

/**
 * The production orders as toggle buttons (`aria-pressed`): Tab reaches each, Enter or Space selects it;
 * the selected one is highlighted and its details show beside the list.
 */
export function OrderList({ heading, listLabel, progressLabel, orders, empty, onSelect }: OrderListProps) {
  return (
    <SelectableListCard
      headingId="production-orders-heading"
      heading={heading}
      listLabel={listLabel}
      count={orders.length}
      empty={empty}
    >
      {orders.map((order) => (
        <SelectableItem
          key={order.id}
          selected={order.selected}
          onSelect={() => onSelect(order.id)}
          data={{ 'data-order': order.id }}
        >
          <ItemSummary
            id={order.id}
            title={order.product}
            status={order.statusLabel}
            tone={order.statusTone}
            facts={[order.supplier]}
          >
            {/* The bar is decorative inside the button: the percentage beside it says the same. */}
            <ProgressRow
              label={progressLabel}
              value={order.progress}
              valueText={order.progressText}
              tone={order.statusTone}
              decorative
            />
          </ItemSummary>
        </SelectableItem>
      ))}
    </SelectableListCard>
  );
}
