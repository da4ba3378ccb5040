import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import { SearchField } from '../primitives/SearchField';
import { visuallyHidden } from '../primitives/visuallyHidden';
import { plainList } from '../primitives/plainList';

export interface TradeMatchesPanelProps {
  heading: string;
  description?: string;
  search: {
    label: string;
    placeholder: string;
    clearLabel: string;
    value: string;
    onChange: (value: string) => void;
  };
  /** How many matches the search leaves. */
  resultCount: number;
  /** Announced politely while searching ("3 matches shown"); empty when there is no search. */
  resultText: string;
  listLabel: string;
  empty: { title: string; body: string; action: string };
  /** The `MatchCard`s, all of them: those the search hides are `hidden`, so their connection state stays. */
  children: ReactNode;
}

/** The AI trade-matching list with its search box; the empty state offers to clear the search. */
export function TradeMatchesPanel({
  heading,
  description,
  search,
  resultCount,
  resultText,
  listLabel,
  empty,
  children,
}: TradeMatchesPanelProps) {
  const isEmpty = resultCount === 0;
  return (
    <Card as="section" aria-labelledby="dashboard-matches-heading" data-state={isEmpty ? 'empty' : 'list'}>
      <CardHeader id="dashboard-matches-heading" title={heading} description={description} />
      <SearchField
        label={search.label}
        hideLabel
        value={search.value}
        onChange={search.onChange}
        placeholder={search.placeholder}
        clearLabel={search.clearLabel}
      />
      <p role="status" css={visuallyHidden}>
        {isEmpty ? '' : resultText}
      </p>
      <ul aria-label={listLabel} css={styles.list} hidden={isEmpty}>
        {children}
      </ul>
      {isEmpty ? (
        <EmptyState
          title={empty.title}
          body={empty.body}
          action={
            <Button type="button" compact onClick={() => search.onChange('')}>
              {empty.action}
            </Button>
          }
        />
      ) : null}
    </Card>
  );
}

const styles = {
  list: (theme: Theme) => ({
    ...plainList(theme, 3),
    '&[hidden]': { display: 'none' },
  }),
};
