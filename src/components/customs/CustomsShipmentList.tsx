import type { RoleName } from '../../theme/themes';
import { ItemSummary, SelectableItem, SelectableListCard } from '../primitives/SelectableList';

export interface CustomsShipmentListItem {
  id: string;
  /** "Hot-rolled steel coils". */
  product: string;
  statusLabel: string;
  statusTone: RoleName;
  /** "Shanghai → Hamburg". */
  route: string;
  /** "SDR 125,000.00". */
  value: string;
  selected: boolean;
}

export interface CustomsShipmentListProps {
  heading: string;
  /** Accessible name of the list ("Customs shipments"). */
  listLabel: string;
  shipments: readonly CustomsShipmentListItem[];
  empty: { title: string; body: string };
  onSelect: (id: string) => void;
}

/**
 * The customs shipments as toggle buttons (`aria-pressed`): Tab reaches each, Enter or Space selects it;
 * the selected one is highlighted and its declaration shows beside the list.
 */
export function CustomsShipmentList({
  heading,
  listLabel,
  shipments,
  empty,
  onSelect,
}: CustomsShipmentListProps) {
  return (
    <SelectableListCard
      headingId="customs-list-heading"
      heading={heading}
      listLabel={listLabel}
      count={shipments.length}
      empty={empty}
    >
      {shipments.map((shipment) => (
        <SelectableItem
          key={shipment.id}
          selected={shipment.selected}
          onSelect={() => onSelect(shipment.id)}
          data={{ 'data-shipment': shipment.id }}
        >
          <ItemSummary
            lead="id"
            id={shipment.id}
            title={shipment.product}
            status={shipment.statusLabel}
            tone={shipment.statusTone}
            facts={[shipment.route, shipment.value]}
          />
        </SelectableItem>
      ))}
    </SelectableListCard>
  );
}
