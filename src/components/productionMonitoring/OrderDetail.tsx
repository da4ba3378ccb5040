import type { RoleName } from '../../theme/themes';
import { Button } from '../primitives/Button';
import { DetailGrid } from '../primitives/DetailGrid';
import { linkRows, type LinkedItem } from '../primitives/ItemLink';
import { ProgressRow } from '../primitives/DetailHeader';
import { DetailPanel } from '../primitives/DetailPanel';
import { Icon } from '../primitives/Icon';

export interface OrderDetailView {
  id: string;
  product: string;
  supplier: string;
  /** "500 t". */
  quantity: string;
  statusLabel: string;
  statusTone: RoleName;
  /** 0 to 100. */
  progress: number;
  /** "75%". */
  progressText: string;
  startDate: string;
  expectedCompletion: string;
  /** "96%". */
  qualityScore: string;
  /** The inspection report of the order's batch on quality control, when there is one. */
  qualityReport?: LinkedItem;
  /** The shipment that carries the order's batch, on the IoT tracker, when it ships. */
  shipment?: LinkedItem;
}

export interface OrderDetailLabels {
  /** Small line above the title ("Order details"). */
  eyebrow: string;
  id: string;
  supplier: string;
  quantity: string;
  status: string;
  progress: string;
  startDate: string;
  expectedCompletion: string;
  qualityScore: string;
  /** "Inspection report": the row linking to the batch's report. */
  qualityReport: string;
  /** "Shipment": the row linking to the shipment that carries the batch. */
  shipment: string;
  /** "Download order summary". */
  download: string;
}

export interface OrderDetailProps {
  order: OrderDetailView;
  labels: OrderDetailLabels;
  onDownload: (id: string) => void;
}

/** The selected production order: supplier, quantity, progress (with a bar), dates and quality score. */
export function OrderDetail({ order, labels, onDownload }: OrderDetailProps) {
  return (
    <DetailPanel
      headingId="production-detail-heading"
      state="selected"
      data-order={order.id}
      eyebrow={labels.eyebrow}
      title={order.product}
      statusLabel={order.statusLabel}
      statusTone={order.statusTone}
    >
      <ProgressRow
        label={labels.progress}
        value={order.progress}
        valueText={order.progressText}
        tone={order.statusTone}
      />
      <DetailGrid
        rows={[
          { id: 'id', label: labels.id, value: order.id, mono: true },
          { id: 'supplier', label: labels.supplier, value: order.supplier },
          { id: 'quantity', label: labels.quantity, value: order.quantity },
          { id: 'status', label: labels.status, value: order.statusLabel },
          { id: 'startDate', label: labels.startDate, value: order.startDate },
          { id: 'expectedCompletion', label: labels.expectedCompletion, value: order.expectedCompletion },
          { id: 'qualityScore', label: labels.qualityScore, value: order.qualityScore },
          ...linkRows('qualityReport', labels.qualityReport, order.qualityReport),
          ...linkRows('shipment', labels.shipment, order.shipment),
        ]}
      />
      <div>
        <Button type="button" compact onClick={() => onDownload(order.id)}>
          <Icon name="download" size={16} />
          {labels.download}
        </Button>
      </div>
    </DetailPanel>
  );
}
