import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { Icon } from '../primitives/Icon';
import { SelectField, TextField } from '../primitives/TextField';

export interface HistoryPanelLabels {
  heading: string;
  description: string;
  /** Name of the filter group. */
  filters: string;
  type: string;
  status: string;
  from: string;
  to: string;
  /** "YYYY-MM-DD". */
  dateHint: string;
  counterparty: string;
  counterpartyHint: string;
  min: string;
  max: string;
  amountHint: string;
  clear: string;
  export: string;
  exporting: string;
  /** "Showing 3 of 1,248 transactions". */
  count: string;
}

/** The filters typed as text: a date range, part of a counterparty, an amount range. */
export type HistoryTextField = 'from' | 'to' | 'counterparty' | 'min' | 'max';

/** What the filters hold, as chosen and typed: a type and a status code, and the text of each field. */
export type HistoryPanelFilters<Type extends string, Status extends string> = {
  type: Type;
  status: Status;
} & Record<HistoryTextField, string>;

export interface HistoryPanelProps<Type extends string = string, Status extends string = string> {
  labels: HistoryPanelLabels;
  filters: HistoryPanelFilters<Type, Status>;
  /** Why a filter field cannot be used, per field (the typed text stays; the counterparty has none). */
  errors: Partial<Record<Exclude<HistoryTextField, 'counterparty'>, string>>;
  typeOptions: readonly { value: Type; label: string }[];
  statusOptions: readonly { value: Status; label: string }[];
  exporting: boolean;
  /** Nothing to export when the filtered list is empty. */
  canExport: boolean;
  /** Whether any filter differs from "everything". */
  filtered: boolean;
  onTypeChange: (type: Type) => void;
  onStatusChange: (status: Status) => void;
  onTextChange: (field: HistoryTextField, value: string) => void;
  onClear: () => void;
  onExport: () => void;
  /** More controls beside Export (the link to the monthly statement). */
  extraActions?: ReactNode;
  /** The table (or its empty state). */
  children: ReactNode;
}

/**
 * The history tab: every transaction of the ledger, filtered by type, status, date range,
 * counterparty and amount range, exportable as CSV (exactly what the filters and the sort show).
 */
export function HistoryPanel<Type extends string, Status extends string>({
  labels,
  filters,
  errors,
  typeOptions,
  statusOptions,
  exporting,
  canExport,
  filtered,
  onTypeChange,
  onStatusChange,
  onTextChange,
  onClear,
  onExport,
  extraActions,
  children,
}: HistoryPanelProps<Type, Status>) {
  const text = (field: HistoryTextField, label: string, hint: string, inputMode?: 'decimal' | 'numeric') => (
    <TextField
      label={label}
      hint={hint}
      value={filters[field]}
      onChange={(value) => onTextChange(field, value)}
      error={field === 'counterparty' ? undefined : errors[field]}
      inputMode={inputMode}
      autoComplete="off"
      spellCheck={false}
      dir={field === 'counterparty' ? undefined : 'ltr'}
    />
  );
  return (
    <Card as="section" aria-labelledby="wallet-history-heading" data-state={exporting ? 'exporting' : 'idle'}>
      <CardHeader
        id="wallet-history-heading"
        title={labels.heading}
        description={labels.description}
        actions={
          <>
            {extraActions}
            <Button type="button" onClick={onExport} disabled={!canExport || exporting}>
              <Icon name="download" size={16} />
              {exporting ? labels.exporting : labels.export}
            </Button>
          </>
        }
      />
      <div role="group" aria-label={labels.filters} css={styles.filters}>
        <SelectField
          label={labels.type}
          value={filters.type}
          options={typeOptions}
          onChange={(value) => onTypeChange(value as Type)}
        />
        <SelectField
          label={labels.status}
          value={filters.status}
          options={statusOptions}
          onChange={(value) => onStatusChange(value as Status)}
        />
        {text('from', labels.from, labels.dateHint, 'numeric')}
        {text('to', labels.to, labels.dateHint, 'numeric')}
        {text('counterparty', labels.counterparty, labels.counterpartyHint)}
        {text('min', labels.min, labels.amountHint, 'decimal')}
        {text('max', labels.max, labels.amountHint, 'decimal')}
      </div>
      <div css={styles.countRow}>
        <p role="status" css={styles.count}>
          {labels.count}
        </p>
        {filtered ? (
          <Button type="button" variant="ghost" compact onClick={onClear}>
            {labels.clear}
          </Button>
        ) : null}
      </div>
      {children}
    </Card>
  );
}

const styles = {
  filters: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(3),
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 128px), 1fr))',
    alignItems: 'start',
  }),
  countRow: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(2),
  }),
  count: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
};
