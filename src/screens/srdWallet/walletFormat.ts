/**
 * How the wallet's tabs write money, dates and entries, the same on every tab: every amount masked
 * while the member hides amounts, signed figures kept left to right in Arabic.
 */
import type { TransactionView } from '../../components/srdWallet/TransactionList';
import type { LedgerEntry } from '../../data/ledger';
import type { LedgerCsvText } from '../../data/walletHistory';
import { shortenAddress, typeOfEntry, wallet, type WalletTransactionType } from '../../data/srdWallet';
import { formatDate, formatSdr, formatSignedSdr, isolateLtr } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';

export function useWalletFormat(hidden: boolean) {
  const { t, i18n, language, dir } = useScreenText('srdWallet');
  // In Arabic a signed figure ("+SDR 25,000.00", "+12.5%") keeps its sign in front.
  const isolate = (text: string) => isolateLtr(text, language);
  const money = (cents: number) =>
    hidden
      ? t('masked')
      : cents < 0
        ? isolate(formatSdr(cents / 100, language))
        : formatSdr(cents / 100, language);
  const signedMoney = (cents: number, type: WalletTransactionType) =>
    hidden ? t('masked') : isolate(formatSignedSdr((type === 'received' ? cents : -cents) / 100, language));
  const when = (at: string) => formatDate(at, language, { dateStyle: 'medium', timeStyle: 'short' });
  const fee = (cents: number) => (cents > 0 ? t('list.fee', { fee: money(cents) }) : '');
  // The sample history's references are written in each language; the member's own are shown as typed.
  const reference = (entry: LedgerEntry) =>
    i18n.exists(`sampleReferences.${entry.id}`, { ns: 'srdWallet' })
      ? t(`sampleReferences.${entry.id}`, { shipment: entry.subject ?? '' })
      : entry.reference;
  // A downloaded file reads like the screen: headers and references in the member's language.
  const csvText: LedgerCsvText = { header: (code) => t(`csvHeaders.${code}`), reference };

  /** An entry as the transaction list shows it (overview). */
  const transactionView = (entry: LedgerEntry): TransactionView => {
    const type = typeOfEntry(entry);
    const from = type === 'received' ? entry.counterparty : wallet.walletAddress;
    const to = type === 'received' ? wallet.walletAddress : entry.counterparty;
    return {
      id: entry.id,
      type,
      typeLabel: t(`list.type.${type}`),
      amount: signedMoney(entry.amountCents, type),
      from: shortenAddress(from),
      to: shortenAddress(to),
      fromFull: from,
      toFull: to,
      timestamp: when(entry.at),
      dateTime: entry.at,
      status: entry.status,
      statusLabel: t(`list.status.${entry.status}`),
      reference: reference(entry),
      fee: fee(entry.feeCents),
    };
  };
  return { t, language, dir, isolate, money, signedMoney, when, fee, reference, csvText, transactionView };
}
