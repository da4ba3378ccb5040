import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { ChipGroup, type ChipOption } from '../primitives/ChipGroup';
import { ListCard, listItemBox } from '../primitives/ListCard';
import { itemRow } from '../primitives/listItem';

export interface ScheduledTransactionView {
  id: string;
  description: string;
  counterparty: string;
  amount: string;
  scheduledDate: string;
  statusLabel: string;
  statusTone: RoleName;
  /** "High priority": the level is always written, the colour only repeats it. */
  priorityLabel: string;
  priorityTone: RoleName;
  /** Pending Approval: the Approve button shows. */
  canApprove: boolean;
  /** Accessible name of Approve ("Approve PT-1002"). */
  approveLabel: string;
}

export interface ScheduledTransactionsProps<F extends string> {
  heading: string;
  /** "For Q4 2026 Commodity Procurement". */
  description?: string;
  listLabel: string;
  transactions: readonly ScheduledTransactionView[];
  filter: { label: string; options: readonly ChipOption<F>[]; value: F; dir: 'ltr' | 'rtl' };
  labels: { counterparty: string; amount: string; scheduledDate: string; approve: string };
  empty: { title: string; body: string };
  onFilterChange: (value: F) => void;
  onApprove: (id: string) => void;
}

/** A plan's scheduled transactions, filterable by priority; Pending Approval ones can be approved. */
export function ScheduledTransactions<F extends string>({
  heading,
  description,
  listLabel,
  transactions,
  filter,
  labels,
  empty,
  onFilterChange,
  onApprove,
}: ScheduledTransactionsProps<F>) {
  return (
    <ListCard
      headingId="planning-scheduled-heading"
      heading={heading}
      listLabel={listLabel}
      count={transactions.length}
      empty={empty}
      description={description}
      controls={
        <ChipGroup
          label={filter.label}
          options={filter.options}
          value={filter.value}
          onValueChange={onFilterChange}
          dir={filter.dir}
        />
      }
      listCss={styles.list}
    >
      {transactions.map((item) => (
        <li key={item.id} css={[listItemBox, styles.item]} data-transaction={item.id}>
          <div css={[itemRow, styles.top]}>
            <h3 css={styles.title}>{item.description}</h3>
            <div css={styles.badges}>
              <Badge tone={item.priorityTone} data-tone={item.priorityTone}>
                {item.priorityLabel}
              </Badge>
              <Badge tone={item.statusTone} data-tone={item.statusTone}>
                {item.statusLabel}
              </Badge>
            </div>
          </div>
          <dl css={styles.facts}>
            <div>
              <dt>{labels.counterparty}</dt>
              <dd>{item.counterparty}</dd>
            </div>
            <div>
              <dt>{labels.amount}</dt>
              <dd>{item.amount}</dd>
            </div>
            <div>
              <dt>{labels.scheduledDate}</dt>
              <dd>{item.scheduledDate}</dd>
            </div>
          </dl>
          <div css={styles.footer}>
            <span css={styles.id}>{item.id}</span>
            {item.canApprove ? (
              <Button
                type="button"
                variant="primary"
                compact
                aria-label={item.approveLabel}
                onClick={() => onApprove(item.id)}
              >
                {labels.approve}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ListCard>
  );
}

const styles = {
  list: (theme: Theme) => ({
    [theme.mq.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
  item: { alignContent: 'start' },
  // A title over two lines keeps the badges beside its first line.
  top: { alignItems: 'flex-start' },
  title: (theme: Theme) => ({
    fontSize: theme.fontSizes.md,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
    minWidth: 0,
  }),
  badges: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(1) }),
  facts: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: theme.space(4),
    margin: 0,
    fontSize: theme.fontSizes.sm,
    dt: { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
    dd: { margin: 0, fontWeight: 600, overflowWrap: 'break-word' as const },
  }),
  footer: (theme: Theme) => ({
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: theme.space(2),
    minHeight: 36,
  }),
  id: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.xs,
    color: theme.colors.textMuted,
  }),
};
