import type { RoleName } from '../../theme/themes';
import { LinkedItemStatus, useRevealLinked } from '../primitives/LinkedItem';
import { ItemSummary, SelectableItem, SelectableListCard } from '../primitives/SelectableList';

export interface ShipmentListItem {
  /** The item's own id (what `onSelect` reports, and `data-shipment`). */
  id: string;
  /**
   * The shipment's one id when the item is a record of its own about it (a customs declaration,
   * `CC-2026-003`): the shipment's id (`SH-2026-010`) leads the item, the record's id beside it.
   */
  shipmentId?: string;
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
  /** The shipment a link opened: marked current and scrolled into view. */
  linkedId?: string | null;
  /** What the polite status says about it ("Selected: shipment SH-2026-006"). */
  linkedText?: string | null;
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
  linkedId = null,
  linkedText = null,
}: ShipmentListProps) {
  const linkedRef = useRevealLinked<HTMLLIElement>(linkedId);
  return (
    <SelectableListCard
      headingId={headingId}
      heading={heading}
      listLabel={listLabel}
      count={shipments.length}
      empty={empty}
      status={<LinkedItemStatus text={linkedText} />}
    >
      {shipments.map((shipment) => (
        <SelectableItem
          key={shipment.id}
          selected={shipment.selected}
          onSelect={() => onSelect(shipment.id)}
          data={{ 'data-shipment': shipment.id }}
          current={shipment.id === linkedId}
          itemRef={shipment.id === linkedId ? linkedRef : undefined}
        >
          <ItemSummary
            lead="id"
            id={shipment.shipmentId ?? shipment.id}
            secondaryId={shipment.shipmentId ? shipment.id : undefined}
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
