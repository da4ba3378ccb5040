import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import type { LedgerStatus } from '../../data/ledger';
import type { WalletTransactionType } from '../../data/srdWallet';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { EmptyState } from '../primitives/EmptyState';
import { Icon } from '../primitives/Icon';
import type { MemberFigure } from '../primitives/memberFigure';
import { plainList } from '../primitives/plainList';
import { itemFrame, itemRow } from '../primitives/listItem';
import { withIds } from '../primitives/IdText';

export interface TransactionView {
  id: string;
  type: WalletTransactionType;
  typeLabel: string;
  /** Signed and formatted ("+SDR 25,000.00"), or masked. */
  amount: string;
  from: string;
  to: string;
  /** The full addresses, for the title tooltip. */
  fromFull: string;
  toFull: string;
  timestamp: string;
  /** Machine-readable timestamp for `<time dateTime>`. */
  dateTime: string;
  status: LedgerStatus;
  statusLabel: string;
  /** User text: always rendered as text. Empty when none. */
  reference: string;
  /** The fees charged on top ("Fees SDR 0.35"), when there were any. */
  fee?: string;
}

export interface TransactionListLabels {
  list: string;
  from: string;
  to: string;
  reference: string;
  empty: string;
  emptyBody?: string;
}

export interface TransactionListProps {
  labels: TransactionListLabels;
  transactions: readonly TransactionView[];
  /** Shown under an empty list (e.g. "Clear filters"). */
  emptyAction?: ReactNode;
  /** Marks the list when the member's ledger drives it. */
  figure?: MemberFigure;
}

export const statusTone: Record<LedgerStatus, RoleName> = {
  completed: 'success',
  pending: 'warning',
  processing: 'warning',
  scheduled: 'info',
  failed: 'danger',
};

/** Wallet transactions, newest first: type, amount, from, to, time, status and reference. */
export function TransactionList({ labels, transactions, emptyAction, figure }: TransactionListProps) {
  if (transactions.length === 0) {
    return <EmptyState title={labels.empty} body={labels.emptyBody} action={emptyAction} />;
  }
  return (
    <ul css={styles.list} aria-label={labels.list} {...figure}>
      {transactions.map((tx) => (
        <li key={tx.id} css={styles.item} data-state={tx.status} data-type={tx.type}>
          <span css={(theme: Theme) => styles.icon(theme, tx.type)} aria-hidden="true">
            <Icon name={tx.type === 'received' ? 'arrowDownLeft' : 'arrowUpRight'} />
          </span>
          <div css={styles.body}>
            <div css={itemRow}>
              <span css={styles.type}>{tx.typeLabel}</span>
              <span css={(theme: Theme) => styles.amount(theme, tx.type)}>{tx.amount}</span>
            </div>
            <div css={styles.meta}>
              <span>
                {labels.from}{' '}
                <code css={styles.code} title={tx.fromFull} translate="no">
                  {tx.from}
                </code>
              </span>
              <span>
                {labels.to}{' '}
                <code css={styles.code} title={tx.toFull} translate="no">
                  {tx.to}
                </code>
              </span>
            </div>
            <div css={itemRow}>
              <time dateTime={tx.dateTime} css={styles.time}>
                {tx.timestamp}
              </time>
              {tx.fee ? <span css={styles.time}>{tx.fee}</span> : null}
              <Badge tone={statusTone[tx.status]} data-tone={statusTone[tx.status]}>
                {tx.statusLabel}
              </Badge>
            </div>
            {tx.reference ? (
              <p css={styles.reference}>
                <span css={styles.referenceLabel}>{labels.reference}</span> {withIds(tx.reference)}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

const styles = {
  list: (theme: Theme) => plainList(theme, 2),
  item: (theme: Theme) => ({
    display: 'flex',
    gap: theme.space(3),
    ...itemFrame(theme),
    background: theme.colors.surface,
    minWidth: 0,
  }),
  icon: (theme: Theme, type: WalletTransactionType) => {
    const role = theme.roles[type === 'received' ? 'success' : 'info'];
    return {
      flex: '0 0 auto',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      inlineSize: 36,
      blockSize: 36,
      borderRadius: theme.radii.pill,
      background: role.background,
      color: role.text,
    };
  },
  body: { display: 'grid', gap: 4, flex: 1, minWidth: 0 },
  type: { fontWeight: 700 },
  amount: (theme: Theme, type: WalletTransactionType) => ({
    fontWeight: 700,
    fontVariantNumeric: 'tabular-nums',
    color: type === 'received' ? theme.roles.success.text : theme.colors.text,
  }),
  meta: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    columnGap: theme.space(4),
    rowGap: 2,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  }),
  code: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.xs,
    color: theme.colors.text,
    direction: 'ltr' as const,
    unicodeBidi: 'isolate' as const,
  }),
  time: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  reference: (theme: Theme) => ({
    margin: 0,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  referenceLabel: (theme: Theme) => ({ color: theme.colors.textMuted }),
};
