import type { RoleName } from '../../theme/themes';
import { DetailGrid, type DetailRow } from '../primitives/DetailGrid';
import { DetailPanel } from '../primitives/DetailPanel';

export interface CustomsShipmentDetailProps {
  /** "Hot-rolled steel coils". */
  heading: string;
  /** "CC-2026-001 · Shanghai, China → Hamburg, Germany". */
  description: string;
  statusLabel: string;
  statusTone: RoleName;
  /** Shipment (a link where it lives on another screen), HS code, value, weight, documents status, estimated clearance. */
  rows: readonly DetailRow[];
}

/** The selected customs shipment: status (Customs Review / Cleared) and its declaration figures. */
export function CustomsShipmentDetail({ heading, rows, ...status }: CustomsShipmentDetailProps) {
  return (
    <DetailPanel headingId="customs-detail-heading" state={status.statusTone} title={heading} {...status}>
      <DetailGrid rows={rows} />
    </DetailPanel>
  );
}
