/**
 * The wallet's monthly statement, a dialog keyed by the address: `/srd-wallet?statement=2026-11`
 * opens November 2026 over whichever tab is showing, so Financial Status (and a bookmark) can link
 * to it. Loaded the first time the address asks for it (the wallet's first paint has no room for it).
 *
 * The month picker lists the available months, newest first; changing it rewrites the address. An
 * address whose month is not a month, or has no statement, shows the current month and says so (the
 * address stays as it was until the member picks a month). Closing removes the parameter.
 *
 * Figures come from the member store's whole ledger through the pure rule in
 * src/data/accountStatement.ts, so the current month closes at the wallet's balance, to the cent.
 * Amounts are masked while the wallet hides them (its toggle is repeated here). The CSV is written
 * through the one CSV export (src/platform/csvExport.ts), like every download of a table.
 */
import { useMemo, useState } from 'react';
import { AccountStatementView } from '../../components/srdWallet/AccountStatementView';
import { Dialog } from '../../components/primitives/Dialog';
import {
  accountStatement,
  nextMonth,
  resolveStatementMonth,
  statementCsv,
  statementFileName,
  statementMonths,
} from '../../data/accountStatement';
import { shortenAddress, typeOfEntry, wallet } from '../../data/srdWallet';
import { formatDate } from '../../i18n/format';
import { sampleLedger, useFullLedger } from '../../platform/memberStore';
import { exportCsv } from '../../platform/csvExport';
import { useToast } from '../../platform/shellContext';
import { useUrlParams } from '../../platform/urlState';
import { useWalletFormat } from './walletFormat';
import { useWorldDay } from '../../platform/worldDay';

const statementParam = 'statement';

export function StatementDialog({ hidden, onToggleHidden }: { hidden: boolean; onToggleHidden: () => void }) {
  const { t, language, money, reference, csvText } = useWalletFormat(hidden);
  const toast = useToast();
  const [params, write] = useUrlParams();
  const requested = params.get(statementParam);
  const ledger = useFullLedger();
  const [downloading, setDownloading] = useState(false);

  const today = useWorldDay();
  const current = today.slice(0, 7);
  const { months, month, fallback, statement } = useMemo(() => {
    const available = statementMonths(ledger, `${current}-01T00:00:00Z`);
    const resolved = resolveStatementMonth(requested, available, current);
    return {
      months: available,
      ...resolved,
      statement: accountStatement(sampleLedger(today).openingCents, ledger, resolved.month),
    };
  }, [ledger, today, current, requested]);

  const utc = { timeZone: 'UTC' } as const;
  const monthName = (key: string) =>
    formatDate(`${key}-15T12:00:00Z`, language, { ...utc, month: 'long', year: 'numeric' });
  const day = (at: string) => formatDate(at, language, { ...utc, dateStyle: 'medium' });
  const lastDay = new Date(Date.parse(`${nextMonth(month)}-01T00:00:00Z`) - 1).toISOString();
  const monthLabel = monthName(month);

  const setMonth = (next: string | null) => write({ [statementParam]: next });

  const download = async () => {
    setDownloading(true);
    const file = statementFileName(month);
    const saved = t('statement.downloaded', { file });
    await exportCsv(
      { name: file, table: statementCsv(statement, csvText), saved, failed: t('statement.downloadFailed') },
      toast,
    );
    setDownloading(false);
  };

  const amount = (cents: number) => (cents ? money(cents) : '');
  return (
    <Dialog
      open={requested !== null}
      onOpenChange={(open) => {
        if (!open) setMonth(null);
      }}
      title={t('statement.heading', { month: monthLabel })}
      description={t('statement.description')}
      closeLabel={t('statement.close')}
      wide
    >
      <AccountStatementView
        labels={{
          printHeader: t('statement.printHeader', { month: monthLabel, account: wallet.walletAddress }),
          period: t(month === current ? 'statement.periodToDate' : 'statement.period', {
            from: day(`${month}-01T00:00:00Z`),
            to: day(month === current ? `${today}T00:00:00Z` : lastDay),
          }),
          month: t('statement.month'),
          opening: t('statement.opening'),
          totalIn: t('statement.totalIn'),
          totalOut: t('statement.totalOut'),
          fees: t('statement.fees'),
          closing: t('statement.closing'),
          table: t('statement.table', { month: monthLabel }),
          date: t('statement.columns.date'),
          details: t('statement.columns.details'),
          status: t('statement.columns.status'),
          in: t('statement.columns.in'),
          out: t('statement.columns.out'),
          fee: t('statement.columns.fee'),
          balance: t('statement.columns.balance'),
          print: t('statement.print'),
          download: t('statement.download'),
          downloading: t('statement.downloading'),
          toggleHidden: hidden ? t('balance.show') : t('balance.hide'),
          emptyTitle: t('statement.emptyTitle', { month: monthLabel }),
          emptyBody: t('statement.emptyBody'),
        }}
        months={months.map((value) => ({ value, label: monthName(value) }))}
        month={month}
        onMonthChange={setMonth}
        notice={
          fallback
            ? t(`statement.fallback.${fallback}`, {
                requested,
                month: monthLabel,
              })
            : undefined
        }
        scheduledNote={
          statement.scheduledCount > 0
            ? t('statement.scheduled', {
                count: statement.scheduledCount,
                amount: money(statement.scheduledCents),
              })
            : undefined
        }
        figures={{
          opening: money(statement.openingCents),
          totalIn: money(statement.inCents),
          totalOut: money(statement.outCents),
          fees: money(statement.feesCents),
          closing: money(statement.closingCents),
        }}
        lines={statement.lines.map(({ entry, inCents, outCents, feeCents, balanceCents }) => {
          const type = typeOfEntry(entry);
          return {
            id: entry.id,
            type,
            typeLabel: t(`list.type.${type}`),
            date: formatDate(entry.at, language, { ...utc, dateStyle: 'medium', timeStyle: 'short' }),
            dateTime: entry.at,
            counterparty: shortenAddress(entry.counterparty),
            counterpartyFull: entry.counterparty,
            reference: reference(entry),
            status: entry.status,
            statusLabel: t(`list.status.${entry.status}`),
            in: amount(inCents),
            out: amount(outCents),
            fee: amount(feeCents),
            balance: money(balanceCents),
          };
        })}
        hidden={hidden}
        downloading={downloading}
        onToggleHidden={onToggleHidden}
        onPrint={() => window.print()}
        onDownload={() => void download()}
      />
    </Dialog>
  );
}
