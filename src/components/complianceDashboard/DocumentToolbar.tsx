import type { Theme } from '@emotion/react';
import { Button } from '../primitives/Button';
import { Icon } from '../primitives/Icon';
import { SearchField } from '../primitives/SearchField';
import type { MemberFigure } from '../primitives/memberFigure';

export interface DocumentToolbarProps {
  labels: {
    upload: string;
    /** "Filter" or "Filter (2)" when filters are on. */
    filter: string;
    search: string;
    searchPlaceholder: string;
    clearSearch: string;
  };
  uploadOpen: boolean;
  filterOpen: boolean;
  /** Ids of the panels the two buttons open (for `aria-controls`). */
  uploadPanelId: string;
  filterPanelId: string;
  query: string;
  /** "Showing 3 of 10 documents", announced when it changes. */
  resultText: string;
  /** Marks the count, which the member's uploads change. */
  resultFigure?: MemberFigure;
  onToggleUpload: () => void;
  onToggleFilter: () => void;
  onQueryChange: (query: string) => void;
}

/** Upload and Filter (each opens its panel), the "Search documents..." box and how many documents show. */
export function DocumentToolbar({
  labels,
  uploadOpen,
  filterOpen,
  uploadPanelId,
  filterPanelId,
  query,
  resultText,
  resultFigure,
  onToggleUpload,
  onToggleFilter,
  onQueryChange,
}: DocumentToolbarProps) {
  return (
    <div css={styles.root} data-state={query ? 'searching' : 'idle'}>
      <div css={styles.buttons}>
        <Button
          type="button"
          variant="primary"
          aria-expanded={uploadOpen}
          aria-controls={uploadOpen ? uploadPanelId : undefined}
          onClick={onToggleUpload}
        >
          <Icon name="upload" size={16} />
          {labels.upload}
        </Button>
        <Button
          type="button"
          aria-expanded={filterOpen}
          aria-controls={filterOpen ? filterPanelId : undefined}
          onClick={onToggleFilter}
        >
          <Icon name="filter" size={16} />
          {labels.filter}
        </Button>
      </div>
      <div css={styles.search}>
        <SearchField
          label={labels.search}
          hideLabel
          value={query}
          onChange={onQueryChange}
          placeholder={labels.searchPlaceholder}
          clearLabel={labels.clearSearch}
        />
      </div>
      <p css={styles.count} role="status" {...resultFigure}>
        {resultText}
      </p>
    </div>
  );
}

const styles = {
  root: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(3),
  }),
  buttons: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
  search: { flex: '1 1 240px', minWidth: 0 },
  count: (theme: Theme) => ({
    flexBasis: '100%',
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  }),
};
