import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';
import { DetailGrid, type DetailRow } from '../primitives/DetailGrid';
import { ProgressBar } from '../primitives/ProgressBar';

export interface FreightShipmentDetailProps {
  /** "Shipment SH-2026-001". */
  heading: string;
  statusLabel: string;
  statusTone: RoleName;
  /** Origin, destination, mode, cargo, weight, ETA; the other screens that show it, as links. */
  rows: readonly DetailRow[];
  progressLabel: string;
  progress: number;
  progressText: string;
}

/** The selected freight shipment: route, mode, cargo, ETA and its recorded progress. */
export function FreightShipmentDetail({
  heading,
  statusLabel,
  statusTone,
  rows,
  progressLabel,
  progress,
  progressText,
}: FreightShipmentDetailProps) {
  return (
    <Card as="section" aria-labelledby="shipping-detail-heading" data-state={statusTone}>
      <CardHeader
        id="shipping-detail-heading"
        title={heading}
        actions={
          <Badge tone={statusTone} data-tone={statusTone}>
            {statusLabel}
          </Badge>
        }
      />
      <DetailGrid rows={rows} />
      <div>
        <p>
          {progressLabel}: <strong>{progressText}</strong>
        </p>
        <ProgressBar label={progressLabel} value={progress} valueText={progressText} tone="active" />
      </div>
    </Card>
  );
}
