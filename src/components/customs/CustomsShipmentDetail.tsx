import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';
import { DetailGrid, type DetailRow } from '../primitives/DetailGrid';

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
export function CustomsShipmentDetail({
  heading,
  description,
  statusLabel,
  statusTone,
  rows,
}: CustomsShipmentDetailProps) {
  return (
    <Card as="section" aria-labelledby="customs-detail-heading" data-state={statusTone}>
      <CardHeader
        id="customs-detail-heading"
        title={heading}
        description={description}
        actions={
          <Badge tone={statusTone} data-tone={statusTone}>
            {statusLabel}
          </Badge>
        }
      />
      <DetailGrid rows={rows} />
    </Card>
  );
}
