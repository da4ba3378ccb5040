import type { RoleName } from '../../theme/themes';
import { ItemSummary, SelectableItem, SelectableListCard } from '../primitives/SelectableList';

export interface FreightShipmentListItem {
  id: string;
  /** "Shanghai → Rotterdam". */
  route: string;
  statusLabel: string;
  statusTone: RoleName;
  /** "Sea freight · Steel coils". */
  summary: string;
  /** "65% complete". */
  progressText: string;
  selected: boolean;
}

export interface FreightShipmentListProps {
  heading: string;
  /** Accessible name of the list ("Freight shipments"). */
  listLabel: string;
  shipments: readonly FreightShipmentListItem[];
  empty: { title: string; body: string };
  onSelect: (id: string) => void;
}

/**
 * The freight shipments as toggle buttons (`aria-pressed`): Tab reaches each, Enter or Space selects it;
 * the selected one is highlighted and its details and live tracking show beside the list.
 */
export function FreightShipmentList({
  heading,
  listLabel,
  shipments,
  empty,
  onSelect,
}: FreightShipmentListProps) {
  return (
    <SelectableListCard
      headingId="shipping-list-heading"
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
            title={shipment.route}
            status={shipment.statusLabel}
            tone={shipment.statusTone}
            facts={[shipment.summary, shipment.progressText]}
          />
        </SelectableItem>
      ))}
    </SelectableListCard>
  );
}
