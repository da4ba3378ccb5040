import { memberRegion } from '../../components/primitives/memberFigure';
import {
  RecentTransactions,
  type TransactionView,
} from '../../components/paymentProcessing/RecentTransactions';
import type { LedgerEntry } from '../../data/ledger';
import { defaultFromAccount, recentPayments, transactionStatusTone } from '../../data/paymentProcessing';
import { formatDate, formatSdr } from '../../i18n/format';
import { selectLedger } from '../../machines/memberStore.machine';
import { useScreenText } from '../../platform/screenText';
import { sampleLedger, useMember } from '../../platform/memberStore';
import { usePaymentMethodText } from './usePaymentMethodText';
import { useWorldDay } from '../../platform/worldDay';

const dateTimeStyle: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** The recent transactions: the member's payments from the store (marked new), then the sample ones. */
export function TransactionsSection() {
  const { t, language } = useScreenText('paymentProcessing');
  const day = useWorldDay();
  const { methodName } = usePaymentMethodText();
  const ledger = useMember(selectLedger);
  const sampleHistory = sampleLedger(day).entries;

  const memberIds = new Set(ledger.map((entry) => entry.id));
  const fromEntry = (entry: LedgerEntry): TransactionView => {
    const scheduled = entry.status === 'scheduled';
    const outgoing = entry.direction === 'out';
    return {
      id: entry.id,
      from: outgoing ? defaultFromAccount : entry.counterparty,
      to: outgoing ? entry.counterparty : defaultFromAccount,
      amount: formatSdr(entry.amountCents / 100, language),
      status: entry.status,
      statusLabel: t(`transactions.status.${entry.status}`),
      statusTone: transactionStatusTone(entry.status),
      timestamp: scheduled
        ? t('transactions.scheduledFor', { date: formatDate(entry.at, language, { dateStyle: 'medium' }) })
        : formatDate(entry.at, language, dateTimeStyle),
      dateTime: entry.at,
      method: methodName(entry.method),
      isNew: memberIds.has(entry.id),
    };
  };
  const transactions = recentPayments(ledger, sampleHistory).map(fromEntry);

  return (
    <RecentTransactions
      labels={{
        heading: t('transactions.heading'),
        listLabel: t('transactions.listLabel'),
        from: t('transactions.from'),
        to: t('transactions.to'),
        method: t('transactions.method'),
        amount: t('transactions.amount'),
        timestamp: t('transactions.timestamp'),
        newBadge: t('transactions.new'),
      }}
      transactions={transactions}
      empty={{ title: t('transactions.emptyTitle'), body: t('transactions.emptyBody') }}
      figure={memberRegion('ledger')}
    />
  );
}
