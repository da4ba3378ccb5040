import type { RoleName } from '../../theme/themes';
import { ItemSummary, SelectableItem, SelectableListCard } from '../primitives/SelectableList';

export interface ShipmentListItem {
  id: string;
  /** What moves or where: "Hot-rolled steel coils", "Shanghai → Rotterdam". */
  title: string;
  statusLabel: string;
  statusTone: RoleName;
  /** The facts under the title: "Shanghai → Hamburg", "SDR 125,000.00"; "Sea freight · Steel coils", "65% complete". */
  facts: readonly string[];
  selected: boolean;
}

export interface ShipmentListProps {
  /** Id of the card's heading (unique on the page). */
  headingId: string;
  heading: string;
  /** Accessible name of the list ("Freight shipments", "Customs shipments"). */
  listLabel: string;
  shipments: readonly ShipmentListItem[];
  empty: { title: string; body: string };
  onSelect: (id: string) => void;
}

/**
 * Shipments known by their number (freight, customs) as toggle buttons (`aria-pressed`): Tab reaches
 * each, Enter or Space selects it; the selected one is highlighted and its details show beside the list.
 */
export function ShipmentList({
  headingId,
  heading,
  listLabel,
  shipments,
  empty,
  onSelect,
}: ShipmentListProps) {
  return (
    <SelectableListCard
      headingId={headingId}
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
            title={shipment.title}
            status={shipment.statusLabel}
            tone={shipment.statusTone}
            facts={shipment.facts}
          />
        </SelectableItem>
      ))}
    </SelectableListCard>
  );
}
