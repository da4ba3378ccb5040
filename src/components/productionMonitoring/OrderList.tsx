import type { RoleName } from '../../theme/themes';
import { ProgressRow } from '../primitives/DetailHeader';
import { LinkedItemStatus, useRevealLinked } from '../primitives/LinkedItem';
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
  /** The item a link opened (`?shipment=`): marked current and scrolled into view. */
  linkedId?: string | null;
  /** What the polite status says about it ("Selected: shipment SH-2026-006"). */
  linkedText?: string | null;
}

/**
 * The production orders as toggle buttons (`aria-pressed`): Tab reaches each, Enter or Space selects it;
 * the selected one is highlighted and its details show beside the list.
 */
export function OrderList({
  heading,
  listLabel,
  progressLabel,
  orders,
  empty,
  onSelect,
  linkedId = null,
  linkedText = null,
}: OrderListProps) {
  const linkedRef = useRevealLinked<HTMLLIElement>(linkedId);
  return (
    <SelectableListCard
      headingId="production-orders-heading"
      heading={heading}
      listLabel={listLabel}
      count={orders.length}
      empty={empty}
      status={<LinkedItemStatus text={linkedText} />}
    >
      {orders.map((order) => (
        <SelectableItem
          key={order.id}
          selected={order.selected}
          onSelect={() => onSelect(order.id)}
          data={{ 'data-order': order.id }}
          current={order.id === linkedId}
          itemRef={order.id === linkedId ? linkedRef : undefined}
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
