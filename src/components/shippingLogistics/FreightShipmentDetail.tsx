import type { RoleName } from '../../theme/themes';
import { DetailGrid, type DetailRow } from '../primitives/DetailGrid';
import { DetailPanel } from '../primitives/DetailPanel';
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
  rows,
  progressLabel,
  progress,
  progressText,
  ...status
}: FreightShipmentDetailProps) {
  return (
    <DetailPanel headingId="shipping-detail-heading" state={status.statusTone} title={heading} {...status}>
      <DetailGrid rows={rows} />
      <div>
        <p>
          {progressLabel}: <strong>{progressText}</strong>
        </p>
        <ProgressBar label={progressLabel} value={progress} valueText={progressText} tone="active" />
      </div>
    </DetailPanel>
  );
}
