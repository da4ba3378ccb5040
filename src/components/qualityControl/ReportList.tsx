import { LinkedItemStatus, useRevealLinked } from '../primitives/LinkedItem';
import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import { SearchField } from '../primitives/SearchField';
import {
  ItemId,
  ItemMeta,
  ItemTitle,
  ItemTop,
  SelectableItem,
  SelectableList,
} from '../primitives/SelectableList';

export interface ReportListItem {
  id: string;
  product: string;
  batch: string;
  statusLabel: string;
  statusTone: RoleName;
  /** "98%". */
  scoreText: string;
  /** "Nov 18, 2026". */
  date: string;
  selected: boolean;
}

export interface ReportListLabels {
  search: string;
  searchPlaceholder: string;
  clearSearch: string;
  /** "Score". */
  score: string;
  /** "3 of 4 reports" (already counted). */
  count: string;
  emptyTitle: string;
  emptyBody: string;
  /** Button of the no-match state ("Clear search"). */
  showAll: string;
}

export interface ReportListProps {
  heading: string;
  /** Accessible name of the list ("Quality reports"). */
  listLabel: string;
  reports: readonly ReportListItem[];
  query: string;
  labels: ReportListLabels;
  onQueryChange: (query: string) => void;
  onSelect: (id: string) => void;
  /** The item a link opened (`?shipment=`): marked current and scrolled into view. */
  linkedId?: string | null;
  /** What the polite status says about it ("Selected: shipment SH-2026-006"). */
  linkedText?: string | null;
}

/**
 * The quality reports as toggle buttons (`aria-pressed`) under a search box: Tab reaches each report,
 * Enter or Space selects it; the selected one is highlighted. The query is kept as typed.
 */
export function ReportList({
  heading,
  listLabel,
  reports,
  query,
  labels,
  onQueryChange,
  onSelect,
  linkedId = null,
  linkedText = null,
}: ReportListProps) {
  const linkedRef = useRevealLinked<HTMLLIElement>(linkedId);
  return (
    <Card
      as="section"
      aria-labelledby="quality-reports-heading"
      data-state={reports.length ? 'filled' : 'empty'}
    >
      <CardHeader id="quality-reports-heading" title={heading} />
      <LinkedItemStatus text={linkedText} />
      <SearchField
        label={labels.search}
        value={query}
        placeholder={labels.searchPlaceholder}
        clearLabel={labels.clearSearch}
        onChange={onQueryChange}
      />
      <p css={styles.count} aria-live="polite">
        {labels.count}
      </p>
      {reports.length === 0 ? (
        <EmptyState
          title={labels.emptyTitle}
          body={labels.emptyBody}
          action={
            query ? (
              <Button type="button" compact onClick={() => onQueryChange('')}>
                {labels.showAll}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <SelectableList aria-label={listLabel}>
          {reports.map((report) => (
            <SelectableItem
              key={report.id}
              selected={report.selected}
              onSelect={() => onSelect(report.id)}
              data={{ 'data-report': report.id }}
              current={report.id === linkedId}
              itemRef={report.id === linkedId ? linkedRef : undefined}
            >
              <ItemTop>
                <ItemTitle>{report.product}</ItemTitle>
                <Badge tone={report.statusTone} data-tone={report.statusTone}>
                  {report.statusLabel}
                </Badge>
              </ItemTop>
              <ItemMeta css={styles.spread}>
                <ItemId>{report.id}</ItemId>
                <ItemId>{report.batch}</ItemId>
              </ItemMeta>
              <ItemMeta css={styles.spread}>
                <span>
                  {labels.score}: <strong>{report.scoreText}</strong>
                </span>
                <span>{report.date}</span>
              </ItemMeta>
            </SelectableItem>
          ))}
        </SelectableList>
      )}
    </Card>
  );
}

const styles = {
  count: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
  spread: { justifyContent: 'space-between' },
};
