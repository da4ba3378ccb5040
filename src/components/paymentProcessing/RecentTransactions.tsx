import type { Theme } from '@emotion/react';
import type { TransactionStatus } from '../../data/paymentProcessing';
import { Badge } from '../primitives/Badge';
import { Icon, type IconName } from '../primitives/Icon';
import { ListCard, listItemBox } from '../primitives/ListCard';
import type { MemberFigure } from '../primitives/memberFigure';

export interface TransactionView {
  id: string;
  from: string;
  to: string;
  /** Formatted ("SDR 125,000.00"). */
  amount: string;
  status: TransactionStatus;
  statusLabel: string;
  /** The status badge's colour. */
  statusTone: 'success' | 'info' | 'active' | 'danger';
  /** Formatted date and time, or "Scheduled for 30 Nov 2026". */
  timestamp: string;
  /** ISO, for `<time dateTime>`. */
  dateTime: string;
  /** The method's name; empty when the entry does not say (then the row is left out). */
  method: string;
  /** The member's own payment (kept in the member's store), not a sample one. */
  isNew: boolean;
}

export interface RecentTransactionsProps {
  labels: {
    heading: string;
    listLabel: string;
    from: string;
    to: string;
    method: string;
    amount: string;
    timestamp: string;
    newBadge: string;
  };
  transactions: readonly TransactionView[];
  empty: { title: string; body: string };
  /** Marks the list, which the member's payments join. */
  figure?: MemberFigure;
}

const statusIcon: Record<TransactionStatus, IconName> = {
  completed: 'check',
  processing: 'clock',
  pending: 'clock',
  scheduled: 'calendar',
  failed: 'alert',
};

/** Recent transactions: id, status (icon and word), amount, from, to, method and time; newest first. */
export function RecentTransactions({ labels, transactions, empty, figure }: RecentTransactionsProps) {
  return (
    <ListCard
      headingId="payment-transactions-heading"
      heading={labels.heading}
      listLabel={labels.listLabel}
      count={transactions.length}
      empty={empty}
      figure={figure}
    >
      {transactions.map((tx) => (
        <li key={tx.id} css={styles.item} data-state={tx.status} data-new={tx.isNew || undefined}>
          <div css={styles.top}>
            <span css={styles.id}>{tx.id}</span>
            {tx.isNew ? <Badge tone="pending">{labels.newBadge}</Badge> : null}
            <Badge tone={tx.statusTone} data-tone={tx.statusTone} css={styles.status}>
              <Icon name={statusIcon[tx.status]} size={14} />
              {tx.statusLabel}
            </Badge>
          </div>
          <dl css={styles.details}>
            <div>
              <dt>{labels.amount}</dt>
              <dd css={styles.amount}>{tx.amount}</dd>
            </div>
            {tx.method ? (
              <div>
                <dt>{labels.method}</dt>
                <dd>{tx.method}</dd>
              </div>
            ) : null}
            <div>
              <dt>{labels.timestamp}</dt>
              <dd>
                <time dateTime={tx.dateTime}>{tx.timestamp}</time>
              </dd>
            </div>
            <div css={styles.wide}>
              <dt>{labels.from}</dt>
              <dd css={styles.address}>
                <bdi>{tx.from}</bdi>
              </dd>
            </div>
            <div css={styles.wide}>
              <dt>{labels.to}</dt>
              <dd css={styles.address}>
                <bdi>{tx.to}</bdi>
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ListCard>
  );
}

const styles = {
  item: (theme: Theme) => ({
    ...listItemBox(theme, 3, 4),
    '&[data-new]': { borderColor: theme.roles.active.outline },
  }),
  top: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2),
  }),
  id: (theme: Theme) => ({ fontFamily: theme.fonts.mono, fontWeight: 700, fontSize: theme.fontSizes.sm }),
  status: { marginInlineStart: 'auto' },
  details: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(2, 4),
    margin: 0,
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    fontSize: theme.fontSizes.sm,
    '& dt': { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
    '& dd': { margin: 0, minWidth: 0 },
  }),
  amount: { fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
  wide: { gridColumn: '1 / -1', minWidth: 0 },
  address: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.xs,
    // Break anywhere, not first at the hyphen of "SRD-0x…": the address then fills its lines.
    wordBreak: 'break-all' as const,
    textAlign: 'start' as const,
  }),
};
