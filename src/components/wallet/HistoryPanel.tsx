import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { StatusFilter, TypeFilter } from '../../data/wallet';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { Icon } from '../primitives/Icon';
import { SelectField } from '../primitives/TextField';

export interface HistoryPanelLabels {
  heading: string;
  description: string;
  type: string;
  status: string;
  export: string;
  exporting: string;
  /** "Showing 3 of 6 transactions". */
  count: string;
}

export interface HistoryPanelProps {
  labels: HistoryPanelLabels;
  type: TypeFilter;
  status: StatusFilter;
  typeOptions: readonly { value: TypeFilter; label: string }[];
  statusOptions: readonly { value: StatusFilter; label: string }[];
  exporting: boolean;
  /** Nothing to export when the filtered list is empty. */
  canExport: boolean;
  onTypeChange: (type: TypeFilter) => void;
  onStatusChange: (status: StatusFilter) => void;
  onExport: () => void;
  /** The transaction list (or its empty state). */
  children: ReactNode;
}

/** The history tab: every transaction, filterable by type and status, exportable as CSV. */
export function HistoryPanel({
  labels,
  type,
  status,
  typeOptions,
  statusOptions,
  exporting,
  canExport,
  onTypeChange,
  onStatusChange,
  onExport,
  children,
}: HistoryPanelProps) {
  return (
    <Card as="section" aria-labelledby="wallet-history-heading" data-state={exporting ? 'exporting' : 'idle'}>
      <CardHeader
        id="wallet-history-heading"
        title={labels.heading}
        description={labels.description}
        actions={
          <Button type="button" onClick={onExport} disabled={!canExport || exporting}>
            <Icon name="download" size={16} />
            {exporting ? labels.exporting : labels.export}
          </Button>
        }
      />
      <div css={styles.filters}>
        <SelectField
          label={labels.type}
          value={type}
          options={typeOptions}
          onChange={(value) => onTypeChange(value as TypeFilter)}
        />
        <SelectField
          label={labels.status}
          value={status}
          options={statusOptions}
          onChange={(value) => onStatusChange(value as StatusFilter)}
        />
      </div>
      <p role="status" css={styles.count}>
        {labels.count}
      </p>
      {children}
    </Card>
  );
}

const styles = {
  filters: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(3),
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  }),
  count: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
};
