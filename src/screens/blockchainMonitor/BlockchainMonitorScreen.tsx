import { useState } from 'react';
import { BarterFlow } from '../../components/blockchainMonitor/BarterFlow';
import { TransactionList } from '../../components/blockchainMonitor/TransactionList';
import { ComingSoonPanel } from '../../components/primitives/ComingSoonPanel';
import { StatGrid, type StatGridItem } from '../../components/primitives/StatGrid';
import { Button } from '../../components/primitives/Button';
import { Tab, TabList, TabPanel, Tabs } from '../../components/primitives/Tabs';
import { Page } from '../../components/primitives/ScreenLayout';
import {
  averageGasWei,
  barterFlowSteps,
  blockchainTabs,
  blockchainTransactions,
  countByTransactionStatus,
  filterTransactions,
  latestBlock,
  stepTransactionType,
  transactionStatuses,
  transactionStatusTone,
  valuationOracle,
  type TransactionStatusFilter,
  type TransactionType,
} from '../../data/blockchainMonitor';
import { contractLink } from '../../data/itemLinks';
import { formatCount, formatDate } from '../../i18n/format';
import { companyName } from '../../platform/companyName';
import { useScreenText } from '../../platform/screenText';
import { text, useUrlState, useUrlTab } from '../../platform/urlState';
import { useWorldDay } from '../../platform/worldDay';

/** The empty state quotes the search; a pasted essay is cut so the message stays readable. */
const quoteLimit = 60;
const quoted = (query: string) => {
  const trimmed = query.trim();
  return trimmed.length > quoteLimit ? `${trimmed.slice(0, quoteLimit)}…` : trimmed;
};

/**
 * Blockchain monitor: four figures (average gas per
 * transaction in Wei among them) and tabs kept in the URL (`?tab=flow`; unknown values show the first):
 * Recent Transactions (hash, the seven barter types, status, block, gas, amount, trade id,
 * participants; searched and filtered locally), Barter Flow (the seven steps, payment released
 * automatically on delivery) and Analytics, an honest coming-soon panel.
 */
export default function BlockchainMonitorScreen() {
  const day = useWorldDay();
  const { t, language, dir } = useScreenText('blockchainMonitor');
  const [tab, openTab, tabAddress] = useUrlTab(blockchainTabs);
  const [status, setStatus] = useState<TransactionStatusFilter>('all');
  // `?tx=` (a link to one transaction) marks it as the current one; `?q=` (a link from the command palette) fills the search box, as if typed; a new link refills it.
  const [linkedQuery] = useUrlState('q', text);
  const [linkedTx] = useUrlState('tx', text);
  const [query, setQuery] = useState(linkedQuery);
  const [seenQuery, setSeenQuery] = useState(linkedQuery);
  if (seenQuery !== linkedQuery) {
    setSeenQuery(linkedQuery);
    setQuery(linkedQuery);
  }

  const typeLabel = (type: TransactionType) => t(`transactions.types.${type}`);
  const participantName = (id: string) =>
    id === valuationOracle ? t('participants.oracle') : companyName(t, id);
  const gas = (value: number) => t('stats.gasValue', { value: formatCount(value, language) });
  const all = blockchainTransactions(day);
  const stats: StatGridItem[] = [
    {
      id: 'transactions',
      label: t('stats.transactions'),
      value: formatCount(all.length, language),
      hint: t('stats.transactionsHint', { block: formatCount(latestBlock(all), language) }),
      icon: 'layers',
      tone: 'info',
    },
    {
      id: 'confirmed',
      label: t('stats.confirmed'),
      value: formatCount(countByTransactionStatus(all, 'confirmed'), language),
      hint: t('stats.confirmedHint'),
      icon: 'shieldCheck',
      tone: 'success',
    },
    {
      id: 'pending',
      label: t('stats.pending'),
      value: formatCount(countByTransactionStatus(all, 'pending'), language),
      hint: t('stats.pendingHint', {
        failed: formatCount(countByTransactionStatus(all, 'failed'), language),
      }),
      icon: 'clock',
      tone: 'warning',
    },
    {
      id: 'avgGas',
      label: t('stats.avgGas'),
      value: gas(averageGasWei(all)),
      hint: t('stats.avgGasHint'),
      icon: 'bolt',
      tone: 'active',
    },
  ];

  const visible = filterTransactions(all, status, query, typeLabel, participantName);
  const clearFilters = () => {
    setStatus('all');
    setQuery('');
  };

  return (
    <Page data-state={tab}>
      <StatGrid heading={t('stats.heading')} headingId="chain-stats-heading" stats={stats} columns={4} />
      <Tabs value={tab} onValueChange={openTab} dir={dir}>
        <TabList aria-label={t('tabs.label')}>
          {blockchainTabs.map((id) => (
            <Tab key={id} value={id} href={tabAddress(id)}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="transactions">
          <TransactionList
            heading={t('transactions.heading')}
            description={t('transactions.description')}
            listLabel={t('transactions.listLabel')}
            transactions={visible.map((tx) => ({
              id: tx.id,
              hash: tx.hash,
              typeLabel: typeLabel(tx.type),
              statusLabel: t(`transactions.status.${tx.status}`),
              statusTone: transactionStatusTone(tx.status),
              time: formatDate(tx.timestamp, language, {
                dateStyle: 'medium',
                timeStyle: 'short',
                timeZone: 'UTC',
              }),
              block: formatCount(tx.blockNumber, language),
              gas: gas(tx.gasUsed),
              amount:
                tx.amount === undefined
                  ? undefined
                  : t('transactions.amountValue', { value: formatCount(tx.amount, language) }),
              tradeId: tx.tradeId,
              tradeHref: contractLink(tx.tradeId),
              participants: tx.participants.map(participantName).join(' ↔ '),
            }))}
            labels={{
              hash: t('transactions.labels.hash'),
              block: t('transactions.labels.block'),
              gas: t('transactions.labels.gas'),
              amount: t('transactions.labels.amount'),
              tradeId: t('transactions.labels.tradeId'),
              participants: t('transactions.labels.participants'),
            }}
            search={{
              label: t('transactions.searchLabel'),
              placeholder: t('transactions.searchPlaceholder'),
              clearLabel: t('transactions.clearSearch'),
              value: query,
              onChange: setQuery,
            }}
            statusFilter={{
              label: t('transactions.statusFilter'),
              options: [
                { value: 'all', label: t('transactions.all') },
                ...transactionStatuses.map((value) => ({ value, label: t(`transactions.status.${value}`) })),
              ],
              value: status,
              onChange: setStatus,
            }}
            resultText={t('transactions.resultText', {
              shown: formatCount(visible.length, language),
              total: formatCount(all.length, language),
            })}
            empty={{
              title: t('transactions.emptyTitle'),
              body: query.trim()
                ? t('transactions.emptyBody', { query: quoted(query) })
                : t('transactions.emptyBodyNoQuery'),
              clear: t('transactions.clearFilters'),
            }}
            onClearFilters={clearFilters}
            dir={dir}
            selectedId={linkedTx || null}
          />
        </TabPanel>
        <TabPanel value="flow">
          <BarterFlow
            heading={t('flow.heading')}
            description={t('flow.description')}
            listLabel={t('flow.listLabel')}
            stepLabel={(number) => t('flow.step', { number: formatCount(number, language) })}
            steps={barterFlowSteps.map((step) => {
              const type = stepTransactionType[step];
              return {
                id: step,
                title: t(`flow.steps.${step}.title`),
                description: t(`flow.steps.${step}.description`),
                onChain: type ? t('flow.onChain', { type: typeLabel(type) }) : undefined,
                automatic: step === 'payment' ? t('flow.automatic') : undefined,
              };
            })}
          />
        </TabPanel>
        <TabPanel value="analytics">
          <ComingSoonPanel
            heading={t('tabs.analytics')}
            headingId="chain-analytics-heading"
            badge={t('comingSoon.badge')}
            body={t('comingSoon.analytics')}
            icon="trendUp"
            action={
              <Button type="button" compact onClick={() => openTab('transactions')}>
                {t('comingSoon.back')}
              </Button>
            }
          />
        </TabPanel>
      </Tabs>
    </Page>
  );
}
