import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import { SearchField } from '../primitives/SearchField';

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
}: ReportListProps) {
  return (
    <Card
      as="section"
      aria-labelledby="quality-reports-heading"
      data-state={reports.length ? 'filled' : 'empty'}
    >
      <CardHeader id="quality-reports-heading" title={heading} />
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
        <ul aria-label={listLabel} css={styles.list}>
          {reports.map((report) => (
            <li key={report.id}>
              <button
                type="button"
                aria-pressed={report.selected}
                data-report={report.id}
                onClick={() => onSelect(report.id)}
                css={styles.item}
              >
                <span css={styles.top}>
                  <span css={styles.title}>{report.product}</span>
                  <Badge tone={report.statusTone} data-tone={report.statusTone}>
                    {report.statusLabel}
                  </Badge>
                </span>
                <span css={styles.meta}>
                  <span css={styles.mono}>{report.id}</span>
                  <span css={styles.mono}>{report.batch}</span>
                </span>
                <span css={styles.meta}>
                  <span>
                    {labels.score}: <strong>{report.scoreText}</strong>
                  </span>
                  <span>{report.date}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const styles = {
  count: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
  list: (theme: Theme) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space(2),
  }),
  item: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(1),
    inlineSize: '100%',
    padding: theme.space(3),
    textAlign: 'start' as const,
    font: 'inherit',
    color: theme.colors.text,
    background: theme.colors.surface,
    border: `1px solid ${theme.colors.border}`,
    borderInlineStartWidth: 4,
    borderRadius: theme.radii.md,
    cursor: 'pointer',
    transition: `background ${theme.durations.fast}ms, border-color ${theme.durations.fast}ms`,
    [theme.mq.reducedMotion]: { transition: 'none' },
    '&:hover': { background: theme.colors.surfaceSunken },
    '&[aria-pressed="true"]': {
      background: theme.roles.active.background,
      borderColor: theme.roles.active.outline,
      borderInlineStartColor: theme.roles.active.fill,
    },
  }),
  top: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: theme.space(2),
  }),
  title: { fontWeight: 700, overflowWrap: 'anywhere' as const, minWidth: 0 },
  meta: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    gap: theme.space(3),
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
    overflowWrap: 'anywhere' as const,
    minWidth: 0,
  }),
  mono: (theme: Theme) => ({ fontFamily: theme.fonts.mono }),
};
