import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { FilterChips, type ChipFilter } from '../primitives/ChipGroup';
import { ItemLink } from '../primitives/ItemLink';
import { ListCard, listItemBox } from '../primitives/ListCard';
import { SearchField } from '../primitives/SearchField';
import { itemRow } from '../primitives/listItem';

export interface TransactionView {
  id: string;
  hash: string;
  typeLabel: string;
  statusLabel: string;
  statusTone: RoleName;
  time: string;
  /** Formatted block number. */
  block: string;
  /** "145,000 Wei". */
  gas: string;
  /** Formatted SRD amount, when the transaction moves value. */
  amount?: string;
  tradeId: string;
  /** Where the trade's contract opens selected (Smart Contracts). */
  tradeHref: string;
  participants: string;
}

export interface TransactionListProps<S extends string> {
  heading: string;
  description: string;
  listLabel: string;
  transactions: readonly TransactionView[];
  labels: { hash: string; block: string; gas: string; amount: string; tradeId: string; participants: string };
  search: {
    label: string;
    placeholder: string;
    clearLabel: string;
    value: string;
    onChange: (value: string) => void;
  };
  statusFilter: ChipFilter<S>;
  /** "3 of 7 transactions shown"; announced politely. */
  resultText: string;
  empty: { title: string; body: string; clear: string };
  onClearFilters: () => void;
  dir: 'ltr' | 'rtl';
  /** The transaction a link opened: marked as the current one and scrolled into view. */
  selectedId?: string | null;
}

/** Recent Transactions: hash, type, status, block, gas, amount, trade id and participants; search and status filter. */
export function TransactionList<S extends string>({
  heading,
  description,
  listLabel,
  transactions,
  labels,
  search,
  statusFilter,
  resultText,
  empty,
  onClearFilters,
  dir,
  selectedId = null,
}: TransactionListProps<S>) {
  const selectedRef = useRef<HTMLLIElement>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'center' });
  }, [selectedId]);
  return (
    <ListCard
      headingId="chain-transactions-heading"
      heading={heading}
      description={description}
      listLabel={listLabel}
      count={transactions.length}
      empty={{ ...empty, clear: { label: empty.clear, onClick: onClearFilters } }}
      controls={
        <>
          <div css={styles.filters}>
            <SearchField
              label={search.label}
              placeholder={search.placeholder}
              clearLabel={search.clearLabel}
              value={search.value}
              onChange={search.onChange}
            />
            <FilterChips filter={statusFilter} dir={dir} />
          </div>
          <p css={styles.result} role="status">
            {resultText}
          </p>
        </>
      }
    >
      {transactions.map((tx) => (
        <li
          key={tx.id}
          ref={tx.id === selectedId ? selectedRef : undefined}
          css={styles.item}
          data-transaction={tx.id}
          aria-current={tx.id === selectedId ? 'true' : undefined}
        >
          <div css={itemRow}>
            <h3 css={styles.type}>{tx.typeLabel}</h3>
            <Badge tone={tx.statusTone} data-tone={tx.statusTone}>
              {tx.statusLabel}
            </Badge>
          </div>
          <p css={styles.time}>{tx.time}</p>
          <dl css={styles.facts}>
            <div css={styles.wide}>
              <dt>{labels.hash}</dt>
              <dd>
                <code dir="ltr" css={styles.hash}>
                  {tx.hash}
                </code>
              </dd>
            </div>
            <div>
              <dt>{labels.block}</dt>
              <dd>{tx.block}</dd>
            </div>
            <div>
              <dt>{labels.gas}</dt>
              <dd>{tx.gas}</dd>
            </div>
            {tx.amount ? (
              <div>
                <dt>{labels.amount}</dt>
                <dd>{tx.amount}</dd>
              </div>
            ) : null}
            <div>
              <dt>{labels.tradeId}</dt>
              <dd>
                <ItemLink to={tx.tradeHref}>{tx.tradeId}</ItemLink>
              </dd>
            </div>
            <div css={styles.wide}>
              <dt>{labels.participants}</dt>
              <dd>{tx.participants}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ListCard>
  );
}

const styles = {
  filters: (theme: Theme) => ({ display: 'grid', gap: theme.space(3) }),
  result: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  item: (theme: Theme) => ({
    ...listItemBox(theme, 4),
    '&[aria-current="true"]': { outline: `2px solid ${theme.roles.info.fill}`, outlineOffset: -2 },
  }),
  type: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700 }),
  time: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  facts: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(2, 4),
    margin: 0,
    gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
    fontSize: theme.fontSizes.sm,
    dt: { color: theme.colors.textMuted },
    dd: { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' as const },
  }),
  wide: { gridColumn: '1 / -1' },
  hash: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.xs,
    overflowWrap: 'anywhere' as const,
  }),
};
