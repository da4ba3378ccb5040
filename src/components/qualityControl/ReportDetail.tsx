import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Button } from '../primitives/Button';
import { DetailGrid } from '../primitives/DetailGrid';
import { linkRows, type LinkedItem } from '../primitives/ItemLink';
import { ProgressRow } from '../primitives/DetailHeader';
import { DetailPanel } from '../primitives/DetailPanel';
import { Icon } from '../primitives/Icon';

export interface ReportDetailView {
  id: string;
  product: string;
  batch: string;
  /** The production order that made the batch, on production monitoring, when there is one. */
  order?: LinkedItem;
  /** The shipment that carries the batch, when the IoT tracker follows it. */
  shipment?: LinkedItem;
  statusLabel: string;
  statusTone: RoleName;
  /** 0 to 100. */
  score: number;
  /** "98%". */
  scoreText: string;
  inspector: string;
  date: string;
  /** "3" (formatted). */
  defects: string;
  /** Whether Request re-inspection is offered (the report failed). */
  canReinspect: boolean;
}

export interface ReportDetailLabels {
  eyebrow: string;
  id: string;
  batch: string;
  /** "Production order": the row linking to the order that made the batch. */
  order: string;
  /** "Shipment tracking": the row linking to the shipment that carries the batch, on the IoT tracker. */
  shipment: string;
  status: string;
  score: string;
  inspector: string;
  date: string;
  defects: string;
  download: string;
  reinspect: string;
}

export interface ReportDetailProps {
  report: ReportDetailView;
  labels: ReportDetailLabels;
  onDownload: (id: string) => void;
  onReinspect: (id: string) => void;
}

/** The selected quality report: batch, status, score (with a bar), inspector, date and defects. */
export function ReportDetail({ report, labels, onDownload, onReinspect }: ReportDetailProps) {
  return (
    <DetailPanel
      headingId="quality-detail-heading"
      state="selected"
      data-report={report.id}
      eyebrow={labels.eyebrow}
      title={report.product}
      statusLabel={report.statusLabel}
      statusTone={report.statusTone}
    >
      <ProgressRow
        label={labels.score}
        value={report.score}
        valueText={report.scoreText}
        tone={report.statusTone}
      />
      <DetailGrid
        rows={[
          { id: 'id', label: labels.id, value: report.id, mono: true },
          { id: 'batch', label: labels.batch, value: report.batch, mono: true },
          ...linkRows('order', labels.order, report.order),
          ...linkRows('shipment', labels.shipment, report.shipment),
          { id: 'status', label: labels.status, value: report.statusLabel },
          { id: 'score', label: labels.score, value: report.scoreText },
          { id: 'inspector', label: labels.inspector, value: report.inspector },
          { id: 'date', label: labels.date, value: report.date },
          { id: 'defects', label: labels.defects, value: report.defects },
        ]}
      />
      <div css={styles.actions}>
        <Button type="button" compact onClick={() => onDownload(report.id)}>
          <Icon name="download" size={16} />
          {labels.download}
        </Button>
        {report.canReinspect ? (
          <Button type="button" compact variant="primary" onClick={() => onReinspect(report.id)}>
            <Icon name="replay" size={16} />
            {labels.reinspect}
          </Button>
        ) : null}
      </div>
    </DetailPanel>
  );
}

const styles = {
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
};
