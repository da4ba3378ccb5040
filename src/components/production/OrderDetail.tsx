import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { DetailGrid } from '../primitives/DetailGrid';
import { DetailHeader, ProgressRow } from '../primitives/DetailHeader';
import { Icon } from '../primitives/Icon';
import { ItemLink } from '../primitives/ItemLink';

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
  qualityReport?: { text: string; to: string };
  /** The shipment that carries the order's batch, on the IoT tracker, when it ships. */
  shipment?: { text: string; to: string };
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
    <Card
      as="section"
      aria-labelledby="production-detail-heading"
      data-state="selected"
      data-order={order.id}
    >
      <DetailHeader
        eyebrow={labels.eyebrow}
        id="production-detail-heading"
        title={order.product}
        statusLabel={order.statusLabel}
        statusTone={order.statusTone}
      />
      <ProgressRow
        label={labels.progress}
        value={order.progress}
        valueText={order.progressText}
        tone={order.statusTone}
      />
      <DetailGrid
        rows={[
          { id: 'id', label: labels.id, value: <span css={styles.mono}>{order.id}</span> },
          { id: 'supplier', label: labels.supplier, value: order.supplier },
          { id: 'quantity', label: labels.quantity, value: order.quantity },
          { id: 'status', label: labels.status, value: order.statusLabel },
          { id: 'startDate', label: labels.startDate, value: order.startDate },
          { id: 'expectedCompletion', label: labels.expectedCompletion, value: order.expectedCompletion },
          { id: 'qualityScore', label: labels.qualityScore, value: order.qualityScore },
          ...(order.qualityReport
            ? [
                {
                  id: 'qualityReport',
                  label: labels.qualityReport,
                  value: <ItemLink to={order.qualityReport.to}>{order.qualityReport.text}</ItemLink>,
                },
              ]
            : []),
          ...(order.shipment
            ? [
                {
                  id: 'shipment',
                  label: labels.shipment,
                  value: <ItemLink to={order.shipment.to}>{order.shipment.text}</ItemLink>,
                },
              ]
            : []),
        ]}
      />
      <div>
        <Button type="button" compact onClick={() => onDownload(order.id)}>
          <Icon name="download" size={16} />
          {labels.download}
        </Button>
      </div>
    </Card>
  );
}

const styles = {
  mono: (theme: Theme) => ({ fontFamily: theme.fonts.mono }),
};
