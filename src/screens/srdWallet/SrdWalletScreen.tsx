/**
 * The SRD wallet: the balance card (show/hide masks every amount of the screen, copy address with a
 * 2-second indicator), then four tabs kept in the URL (`?tab=send`; an unknown value is the overview):
 * overview, send, receive and history.
 *
 * Every figure comes from the member's one ledger: balance, locked, available (balance - locked) and
 * the transaction count (1,247 sample entries plus the member's own), read from the member store
 * (`useAccount`, `useFullLedger`). The send and history tabs load the first time they open and stay
 * mounted afterwards; the QR encoder and the CSV writer load when needed.
 */
import type { Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { BalanceCard } from '../../components/srdWallet/BalanceCard';
import { growthChart, PortfolioGrowthCard } from '../../components/srdWallet/PortfolioGrowthCard';
import { RecentTransactionsCard } from '../../components/srdWallet/RecentTransactionsCard';
import { TransactionList } from '../../components/srdWallet/TransactionList';
import { Tab, TabList, TabPanel, Tabs } from '../../components/primitives/Tabs';
import { Columns, Page } from '../../components/primitives/ScreenLayout';
import {
  chartPoints,
  overviewTransactionCount,
  portfolioGrowth,
  shortenAddress,
  toCents,
  wallet,
  walletTabs,
} from '../../data/srdWallet';
import { formatCount, formatDate, formatSignedPercent } from '../../i18n/format';
import { balanceVisibilityMachine, selectIsHidden } from '../../machines/balanceVisibility.machine';
import { useAppActorRef } from '../../platform/actors';
import { useCopyToClipboard } from '../../platform/clipboard';
import { useDeferredModule } from '../../platform/deferredModule';
import { memberFigure, memberRegion } from '../../components/primitives/memberFigure';
import { useAccount, useFullLedger } from '../../platform/memberStore';
import { useUrlParams, useUrlTab } from '../../platform/urlState';
import { useWalletFormat } from './walletFormat';
import { useWorldDay } from '../../platform/worldDay';

// The account's sample ledger, built before the first render (src/app/routes.tsx).
export { prepareSampleLedger as prepare } from '../../platform/memberStore';

// The tabs not shown load the first time they are opened (useDeferredModule, not React.lazy: Suspense
// would hold the revealed tab back on a timer).
const loadSendTab = () => import('./SendTab');
const loadReceiveTab = () => import('./ReceiveTab');
const loadHistoryTab = () => import('./HistoryTab');

export default function SrdWalletScreen() {
  const day = useWorldDay();
  const visibility = useAppActorRef(balanceVisibilityMachine);
  const hidden = useSelector(visibility, selectIsHidden);
  const { t, language, dir, isolate, money, transactionView } = useWalletFormat(hidden);
  const [params] = useUrlParams();
  const [tab, openTab, tabAddress] = useUrlTab(walletTabs);
  const sendModule = useDeferredModule(loadSendTab, tab === 'send');
  const receiveModule = useDeferredModule(loadReceiveTab, tab === 'receive');
  // The history tab also hosts the monthly statement, a dialog the address opens over any tab
  // (`?statement=2026-11`): so the statement adds next to nothing to this first paint.
  const historyModule = useDeferredModule(loadHistoryTab, tab === 'history' || params.has('statement'));

  const addressCopy = useCopyToClipboard({
    copied: t('balance.copyToast'),
    failed: 'Failed to copy address',
  });

  // The account: the sample history's figures plus the member's entries.
  const account = useAccount();
  const ledger = useFullLedger();
  const recent = useMemo(() => ledger.slice(0, overviewTransactionCount), [ledger]);
  const growthText = isolate(formatSignedPercent(wallet.monthlyGrowth, language, 1));
  const listLabels = {
    list: t('list.label'),
    from: t('list.from'),
    to: t('list.to'),
    reference: t('list.reference'),
    empty: t('list.none'),
    emptyBody: t('list.noneBody'),
  };

  // Balance card
  const copyAddress = () => addressCopy.copy(wallet.walletAddress);

  // Growth chart: the last month ends at the balance as it is now.
  const growth = portfolioGrowth(day);
  const growthValues = growth.map((point, index) =>
    index === growth.length - 1 ? account.balanceCents / 100 : point.balance,
  );
  const positions = chartPoints(growthValues, growthChart.width, growthChart.height, growthChart.padding);
  const monthLabel = (month: string) =>
    formatDate(`${month}-15T12:00:00Z`, language, { month: 'short', year: 'numeric' });
  const growthPoints = growth.map((point, index) => ({
    label: monthLabel(point.month),
    x: positions[index]?.x ?? 0,
    y: positions[index]?.y ?? 0,
    valueText: money(toCents(growthValues[index] ?? 0)),
  }));

  return (
    <Page gap={6}>
      <BalanceCard
        labels={{
          heading: t('balance.heading'),
          toggle: hidden ? t('balance.show') : t('balance.hide'),
          locked: t('balance.locked'),
          available: t('balance.available'),
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
        balance={money(account.balanceCents)}
        locked={money(account.lockedCents)}
        available={money(account.availableCents)}
        growth={growthText}
        shortAddress={shortenAddress(wallet.walletAddress)}
        fullAddress={wallet.walletAddress}
        transactions={formatCount(account.transactionCount, language)}
        verified={wallet.verified}
        hidden={hidden}
        copied={addressCopy.copied}
        onToggleHidden={() => visibility.send({ type: 'user.toggle' })}
        onCopy={copyAddress}
        onSend={() => openTab('send')}
        onReceive={() => openTab('receive')}
        figure={memberFigure('ledger')}
      />
      <Tabs value={tab} onValueChange={openTab} dir={dir}>
        <TabList aria-label={t('tabs.label')}>
          {walletTabs.map((id) => (
            <Tab key={id} value={id} href={tabAddress(id)}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="overview">
          <Columns ratio="3:2" gap={6}>
            <RecentTransactionsCard
              heading={t('recent.heading')}
              viewAll={t('recent.viewAll')}
              viewAllName={t('recent.viewAllName')}
              onViewAll={() => openTab('history')}
            >
              <TransactionList
                labels={listLabels}
                transactions={recent.map(transactionView)}
                figure={memberRegion('ledger')}
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
              figure={memberFigure('ledger')}
            />
          </Columns>
        </TabPanel>
        {/* Once loaded, the send tab stays mounted (hidden when another tab shows): its send in flight
            still confirms while the member looks elsewhere on the screen. */}
        <TabPanel value="send" forceMount={sendModule ? true : undefined} css={styles.panel}>
          {sendModule ? <sendModule.SendTab hidden={hidden} /> : <p css={styles.loading}>{t('loading')}</p>}
        </TabPanel>
        <TabPanel value="receive" forceMount={receiveModule ? true : undefined} css={styles.panel}>
          {receiveModule ? <receiveModule.ReceiveTab /> : <p css={styles.loading}>{t('loading')}</p>}
        </TabPanel>
        <TabPanel value="history" forceMount={historyModule ? true : undefined} css={styles.panel}>
          {historyModule ? (
            <historyModule.HistoryTab
              hidden={hidden}
              onToggleHidden={() => visibility.send({ type: 'user.toggle' })}
            />
          ) : (
            <p css={styles.loading}>{t('loading')}</p>
          )}
        </TabPanel>
      </Tabs>
    </Page>
  );
}

const styles = {
  // A tab kept mounted is out of sight (and of the accessibility tree) while another shows.
  panel: { '&[data-state="inactive"]': { display: 'none' } },
  loading: (theme: Theme) => ({ minBlockSize: 320, color: theme.colors.textMuted }),
};
