/**
 * The SRD wallet (spec part 1, sections 2.8, 3, 4, 5, 7, 8, 9; issue 6): the balance card (show/hide
 * masks every amount of the screen, copy address with a 2-second indicator), then four tabs kept in the
 * URL (`?tab=send`; an unknown value is the overview): overview, send, receive and history.
 *
 * Machines: `walletSend` (draft, 2-second send, pending then completed, the balance), `balanceVisibility`
 * and two `copyIndicator`s (address, payment link). The receive and history forms are plain state: no
 * timer, nothing to sequence. The QR encoder and the CSV writer load when first needed.
 */
import type { Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { BalanceCard } from '../../components/wallet/BalanceCard';
import { growthChart, PortfolioGrowthCard } from '../../components/wallet/PortfolioGrowthCard';
import { RecentTransactionsCard } from '../../components/wallet/RecentTransactionsCard';
import type { SendFormField } from '../../components/wallet/SendForm';
import { TransactionList, type TransactionView } from '../../components/wallet/TransactionList';
import { Button } from '../../components/primitives/Button';
import { Tab, TabList, TabPanel, Tabs } from '../../components/primitives/Tabs';
import { receiveLink } from '../../data/paymentLink';
import {
  chartPoints,
  checkAmount,
  filterTransactions,
  isValidAddress,
  networkFeeCents,
  newestFirst,
  overviewTransactionCount,
  portfolioGrowth,
  processingFeeCents,
  referenceMaxLength,
  resolveWalletTab,
  sendableCents,
  sendFeeCents,
  sendTotalCents,
  shortenAddress,
  statusFilters,
  toCents,
  transactionCsvRows,
  typeFilters,
  wallet,
  walletTabs,
  walletTransactions,
  type StatusFilter,
  type TypeFilter,
  type WalletTab,
  type WalletTransaction,
} from '../../data/wallet';
import {
  formatCount,
  formatDate,
  formatPercent,
  formatSdr,
  isolateLtr,
  notAvailable,
} from '../../i18n/format';
import { balanceVisibilityMachine, selectIsHidden } from '../../machines/balanceVisibility.machine';
import { copyIndicatorMachine, selectIsCopied } from '../../machines/copyIndicator.machine';
import { directionOf, resolveLanguage } from '../../machines/preferences';
import {
  selectBalanceCents,
  selectCanSend,
  selectDraft,
  selectFormState,
  selectTransfers,
  walletSendMachine,
  type SentTransfer,
} from '../../machines/walletSend.machine';
import { useAppActorRef } from '../../platform/actors';
import { useDeferredModule } from '../../platform/deferredModule';
import { useToast } from '../../platform/shellContext';
import { saveFile } from '../../platform/saveFile';

// Only the overview is drawn at first paint; the other tabs (and the QR encoder) load the first time
// they are opened, so the route stays within its first-paint budget (useDeferredModule, not React.lazy:
// Suspense would hold the revealed tab back on a timer).
const loadSendForm = () => import('../../components/wallet/SendForm');
const loadReceivePanel = () => import('../../components/wallet/ReceivePanel');
const loadHistoryPanel = () => import('../../components/wallet/HistoryPanel');
const loadPaymentQrCode = () => import('../../components/wallet/PaymentQrCode');

const sendInput = { balanceCents: toCents(wallet.balance), feeCents: sendFeeCents, sendableCents };
const csvFileName = 'srd-wallet-transactions.csv';
/** When Send was clicked: the new transaction's timestamp (read in the click handler, never in render). */
const clickTime = () => Date.now();

const toTransaction = (transfer: SentTransfer): WalletTransaction => ({
  id: transfer.id,
  type: 'sent',
  amount: transfer.amountCents / 100,
  from: wallet.walletAddress,
  to: transfer.to,
  timestamp: new Date(transfer.at).toISOString(),
  status: transfer.status,
  reference: transfer.reference,
});

export default function SrdWalletScreen() {
  const { t, i18n } = useTranslation('srdWallet');
  const language = resolveLanguage(i18n.language);
  const dir = directionOf(language);
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const tab = resolveWalletTab(params.get('tab'));
  const sendModule = useDeferredModule(loadSendForm, tab === 'send');
  const receiveModule = useDeferredModule(loadReceivePanel, tab === 'receive');
  const historyModule = useDeferredModule(loadHistoryPanel, tab === 'history');
  const qrModule = useDeferredModule(loadPaymentQrCode, tab === 'receive');
  const openTab = (next: WalletTab) =>
    setParams(
      (current) => {
        const nextParams = new URLSearchParams(current);
        if (next === 'overview') nextParams.delete('tab');
        else nextParams.set('tab', next);
        return nextParams;
      },
      { replace: true },
    );

  const send = useAppActorRef(walletSendMachine, { input: sendInput });
  const formState = useSelector(send, selectFormState);
  const draft = useSelector(send, selectDraft);
  const balanceCents = useSelector(send, selectBalanceCents);
  const transfers = useSelector(send, selectTransfers);
  const canSend = useSelector(send, selectCanSend);
  const visibility = useAppActorRef(balanceVisibilityMachine);
  const hidden = useSelector(visibility, selectIsHidden);
  const addressCopy = useAppActorRef(copyIndicatorMachine);
  const addressCopied = useSelector(addressCopy, selectIsCopied);
  const linkCopy = useAppActorRef(copyIndicatorMachine);
  const linkCopied = useSelector(linkCopy, selectIsCopied);

  // Errors for an empty field show once it was edited in this round (a completed send starts a new one).
  const [touched, setTouched] = useState<{ round: number; fields: SendFormField[] }>({
    round: 0,
    fields: [],
  });
  const touchedNow = touched.round === transfers.length ? touched.fields : [];
  const [receiveAmount, setReceiveAmount] = useState('');
  const [receiveReference, setReceiveReference] = useState('');
  const [typeFilter, setTypeFilter] = useState<TypeFilter>('all');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const [exporting, setExporting] = useState(false);

  // In Arabic a signed figure ("+SDR 25,000.00", "+12.5%") keeps its sign in front.
  const isolate = (text: string) => isolateLtr(text, language);
  const money = (cents: number) =>
    hidden
      ? t('masked')
      : cents < 0
        ? isolate(formatSdr(cents / 100, language))
        : formatSdr(cents / 100, language);
  const signedMoney = (amount: number, type: WalletTransaction['type']) =>
    hidden ? t('masked') : isolate(`${type === 'received' ? '+' : '−'}${formatSdr(amount, language)}`);
  const growthText = isolate(`+${formatPercent(wallet.monthlyGrowth, language, 1)}`);

  const transactions = useMemo(
    () => newestFirst([...transfers.map(toTransaction), ...walletTransactions]),
    [transfers],
  );
  const view = (tx: WalletTransaction): TransactionView => ({
    id: tx.id,
    type: tx.type,
    typeLabel: t(`list.type.${tx.type}`),
    amount: signedMoney(tx.amount, tx.type),
    from: shortenAddress(tx.from),
    to: shortenAddress(tx.to),
    fromFull: tx.from,
    toFull: tx.to,
    timestamp: formatDate(tx.timestamp, language, { dateStyle: 'medium', timeStyle: 'short' }),
    dateTime: tx.timestamp,
    status: tx.status,
    statusLabel: t(`list.status.${tx.status}`),
    reference: tx.reference,
  });
  const listLabels = {
    list: t('list.label'),
    from: t('list.from'),
    to: t('list.to'),
    reference: t('list.reference'),
    empty: t('list.empty'),
    emptyBody: t('list.emptyBody'),
  };

  // Balance card
  const copyAddress = () => {
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      console.error('Failed to copy address', new Error('Clipboard unavailable'));
      return;
    }
    clipboard.writeText(wallet.walletAddress).then(
      () => {
        addressCopy.send({ type: 'clipboard.copied' });
        toast({ tone: 'success', title: t('balance.copyToast') });
      },
      (error: unknown) => console.error('Failed to copy address', error),
    );
  };

  // Growth chart: the last month ends at the balance as it is now.
  const growthValues = portfolioGrowth.map((point, index) =>
    index === portfolioGrowth.length - 1 ? balanceCents / 100 : point.balance,
  );
  const positions = chartPoints(growthValues, growthChart.width, growthChart.height, growthChart.padding);
  const monthLabel = (month: string) =>
    formatDate(`${month}-15T12:00:00Z`, language, { month: 'short', year: 'numeric' });
  const growthPoints = portfolioGrowth.map((point, index) => ({
    label: monthLabel(point.month),
    x: positions[index]?.x ?? 0,
    y: positions[index]?.y ?? 0,
    valueText: money(toCents(growthValues[index] ?? 0)),
  }));

  // Send form
  const amountCheck = checkAmount(draft.amount, balanceCents);
  const addressOk = isValidAddress(draft.address);
  const showAddress = draft.address !== '' || touchedNow.includes('address');
  const showAmountError =
    !amountCheck.ok && (amountCheck.problem !== 'empty' || touchedNow.includes('amount'));
  const referenceTooLong = draft.reference.length > referenceMaxLength;
  const sendAmountCents =
    sendableCents(draft, balanceCents) !== null && amountCheck.ok ? amountCheck.cents : null;
  const totalCents = amountCheck.ok ? sendTotalCents(amountCheck.cents) : null;
  const afterCents = totalCents === null ? null : balanceCents - totalCents;
  const blockedReason = !addressOk
    ? t('send.blocked.address')
    : !amountCheck.ok
      ? t('send.blocked.amount')
      : referenceTooLong
        ? t('send.blocked.reference')
        : '';
  const lastTransfer = transfers[0];
  const editSend = (field: SendFormField, value: string) => {
    setTouched((current) => ({
      round: transfers.length,
      fields: current.round === transfers.length ? [...new Set([...current.fields, field])] : [field],
    }));
    send.send({ type: 'user.edit', field, value });
  };
  const startSend = () => {
    if (!send.getSnapshot().can({ type: 'user.send', at: 0 })) return;
    send.send({ type: 'user.send', at: clickTime() });
    if (sendAmountCents !== null)
      toast({ tone: 'info', title: t('send.toast', { amount: money(sendAmountCents) }) });
  };

  // Receive
  const receive = receiveLink(wallet.walletAddress, receiveAmount, receiveReference);
  const link = receive.ok ? receive.link : null;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const copyLink = () => {
    if (!link) return;
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      console.error('Failed to copy payment link', new Error('Clipboard unavailable'));
      return;
    }
    clipboard.writeText(link).then(
      () => {
        linkCopy.send({ type: 'clipboard.copied' });
        toast({ tone: 'success', title: t('receive.copyToast') });
      },
      (error: unknown) => console.error('Failed to copy payment link', error),
    );
  };
  const shareLink = () => {
    if (!link || !canShare) return;
    navigator.share({ title: t('receive.link'), url: link }).catch((error: unknown) => {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('Failed to share payment link', error);
    });
  };

  // History
  const filtered = filterTransactions(transactions, typeFilter, statusFilter);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { default: Papa } = await import('papaparse');
      const csv = Papa.unparse(transactionCsvRows(filtered));
      // The byte-order mark makes spreadsheet apps read the file as UTF-8 (Chinese, Arabic, Russian).
      saveFile({ name: csvFileName, content: `\ufeff${csv}`, type: 'text/csv;charset=utf-8' });
      toast({ tone: 'success', title: t('history.exportToast', { file: csvFileName }) });
    } catch (error) {
      console.error('Failed to export transactions', error);
      toast({ tone: 'danger', title: t('history.exportFailed') });
    } finally {
      setExporting(false);
    }
  };
  const filterLabel = (value: string, group: 'type' | 'status') =>
    value === 'all' ? t('history.all') : t(`list.${group}.${value}`);

  return (
    <div css={styles.page} data-state={formState}>
      <BalanceCard
        labels={{
          heading: t('balance.heading'),
          toggle: hidden ? t('balance.show') : t('balance.hide'),
          locked: t('balance.locked'),
          growth: t('balance.growth'),
          address: t('balance.address'),
          copy: t('balance.copy'),
          copied: t('balance.copied'),
          verified: t('balance.verified'),
          transactions: t('balance.transactions'),
          send: t('balance.send'),
          receive: t('balance.receive'),
          quickActions: t('balance.quickActions'),
        }}
        balance={money(balanceCents)}
        locked={money(toCents(wallet.lockedBalance))}
        growth={growthText}
        shortAddress={shortenAddress(wallet.walletAddress)}
        fullAddress={wallet.walletAddress}
        transactions={formatCount(wallet.totalTransactions + transfers.length, language)}
        verified={wallet.verified}
        hidden={hidden}
        copied={addressCopied}
        onToggleHidden={() => visibility.send({ type: 'user.toggle' })}
        onCopy={copyAddress}
        onSend={() => openTab('send')}
        onReceive={() => openTab('receive')}
      />
      <Tabs value={tab} onValueChange={(value) => openTab(resolveWalletTab(value))} dir={dir}>
        <TabList aria-label={t('tabs.label')}>
          {walletTabs.map((id) => (
            <Tab key={id} value={id}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="overview">
          <div css={styles.overview}>
            <RecentTransactionsCard
              heading={t('recent.heading')}
              viewAll={t('recent.viewAll')}
              viewAllName={t('recent.viewAllName')}
              onViewAll={() => openTab('history')}
            >
              <TransactionList
                labels={listLabels}
                transactions={transactions.slice(0, overviewTransactionCount).map(view)}
              />
            </RecentTransactionsCard>
            <PortfolioGrowthCard
              heading={t('growth.heading')}
              summary={t('growth.summary', {
                from: growthPoints[0]?.label,
                to: growthPoints.at(-1)?.label,
                start: growthPoints[0]?.valueText,
                end: growthPoints.at(-1)?.valueText,
              })}
              growth={t('balance.growthValue', { value: growthText })}
              points={growthPoints}
              monthLabel={t('growth.month')}
              balanceLabel={t('growth.balance')}
            />
          </div>
        </TabPanel>
        <TabPanel value="send">
          {sendModule ? (
            <sendModule.SendForm
              labels={{
                heading: t('send.heading'),
                description: t('send.description'),
                address: t('send.address'),
                addressHint: t('send.addressHint'),
                addressPlaceholder: t('send.addressPlaceholder'),
                amount: t('send.amount'),
                amountHint: t('send.amountHint', { balance: money(balanceCents) }),
                useMax: t('send.useMax'),
                useMaxName: t('send.useMaxName'),
                reference: t('send.reference'),
                referenceHint: t('send.referenceHint', { max: referenceMaxLength }),
                fees: t('send.fees'),
                networkFee: t('send.networkFee'),
                processingFee: t('send.processingFee'),
                total: t('send.total'),
                balanceAfter: t('send.balanceAfter'),
                send: t('send.send'),
                sending: t('send.sending'),
              }}
              state={formState}
              address={draft.address}
              amount={draft.amount}
              reference={draft.reference}
              addressValid={showAddress && addressOk ? t('send.valid') : undefined}
              addressInvalid={showAddress && !addressOk ? t('send.invalid') : undefined}
              amountError={
                showAmountError && !amountCheck.ok
                  ? t(`send.problems.${amountCheck.problem}`, { balance: money(balanceCents) })
                  : undefined
              }
              referenceError={
                referenceTooLong
                  ? t('send.referenceTooLong', { length: draft.reference.length, max: referenceMaxLength })
                  : undefined
              }
              networkFee={money(networkFeeCents)}
              processingFee={money(processingFeeCents)}
              total={totalCents === null ? notAvailable : money(totalCents)}
              balanceAfter={afterCents === null ? notAvailable : money(afterCents)}
              feeNote={
                afterCents !== null && afterCents < 0
                  ? t('send.feeNote', { after: money(afterCents) })
                  : undefined
              }
              blockedReason={canSend ? '' : blockedReason}
              sentMessage={
                lastTransfer
                  ? t('send.sent', {
                      amount: money(lastTransfer.amountCents),
                      to: shortenAddress(lastTransfer.to),
                    })
                  : undefined
              }
              canSend={canSend}
              onChange={editSend}
              onUseMax={() => send.send({ type: 'user.useMax' })}
              onSend={startSend}
            />
          ) : (
            <p css={styles.loading}>{t('loading')}</p>
          )}
        </TabPanel>
        <TabPanel value="receive">
          {receiveModule ? (
            <receiveModule.ReceivePanel
              labels={{
                heading: t('receive.heading'),
                description: t('receive.description'),
                amount: t('receive.amount'),
                amountHint: t('receive.amountHint'),
                reference: t('receive.reference'),
                referenceHint: t('receive.referenceHint', { max: referenceMaxLength }),
                link: t('receive.link'),
                noLink: t('receive.noLink'),
                copy: t('receive.copy'),
                copied: t('receive.copied'),
                share: t('receive.share'),
                qr: t('receive.qr'),
              }}
              amount={receiveAmount}
              reference={receiveReference}
              amountError={
                !receive.ok && receive.amountProblem ? t(`send.problems.${receive.amountProblem}`) : undefined
              }
              referenceError={
                !receive.ok && receive.referenceTooLong
                  ? t('send.referenceTooLong', { length: receiveReference.length, max: referenceMaxLength })
                  : undefined
              }
              link={link}
              copied={linkCopied}
              canShare={canShare}
              qr={
                link ? (
                  qrModule ? (
                    <qrModule.default value={link} label={t('receive.qrName')} />
                  ) : (
                    <p css={styles.qrLoading}>{t('receive.qrLoading')}</p>
                  )
                ) : null
              }
              onChange={(field, value) =>
                field === 'amount' ? setReceiveAmount(value) : setReceiveReference(value)
              }
              onCopy={copyLink}
              onShare={shareLink}
            />
          ) : (
            <p css={styles.loading}>{t('loading')}</p>
          )}
        </TabPanel>
        <TabPanel value="history">
          {historyModule ? (
            <historyModule.HistoryPanel
              labels={{
                heading: t('history.heading'),
                description: t('history.description'),
                type: t('history.type'),
                status: t('history.status'),
                export: t('history.export'),
                exporting: t('history.exporting'),
                count: t('history.count', {
                  shown: formatCount(filtered.length, language),
                  total: formatCount(transactions.length, language),
                }),
              }}
              type={typeFilter}
              status={statusFilter}
              typeOptions={typeFilters.map((value) => ({ value, label: filterLabel(value, 'type') }))}
              statusOptions={statusFilters.map((value) => ({ value, label: filterLabel(value, 'status') }))}
              exporting={exporting}
              canExport={filtered.length > 0}
              onTypeChange={setTypeFilter}
              onStatusChange={setStatusFilter}
              onExport={() => void exportCsv()}
            >
              <TransactionList
                labels={listLabels}
                transactions={filtered.map(view)}
                emptyAction={
                  <Button
                    type="button"
                    onClick={() => {
                      setTypeFilter('all');
                      setStatusFilter('all');
                    }}
                  >
                    {t('history.clear')}
                  </Button>
                }
              />
            </historyModule.HistoryPanel>
          ) : (
            <p css={styles.loading}>{t('loading')}</p>
          )}
        </TabPanel>
      </Tabs>
    </div>
  );
}

const styles = {
  page: (theme: Theme) => ({ display: 'grid', gap: theme.space(6), minWidth: 0 }),
  overview: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(6),
    alignItems: 'start',
    [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  }),
  qrLoading: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  loading: (theme: Theme) => ({ minBlockSize: 320, color: theme.colors.textMuted }),
};
