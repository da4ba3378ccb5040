/**
 * The wallet's history tab, loaded the first time it opens (the table, the filter rules and the
 * member store's full ledger: 1,247 sample entries and the member's own). Filters, sort and page stay
 * while the screen is open (the tab stays mounted once loaded). The CSV holds exactly the filtered
 * and sorted rows, every page of them, through the one CSV export (src/platform/csvExport.ts).
 */
import { useMemo, useState } from 'react';
import { HistoryPanel, type HistoryTextField } from '../../components/srdWallet/HistoryPanel';
import { LedgerTable } from '../../components/srdWallet/LedgerTable';
import { Button, ButtonLink } from '../../components/primitives/Button';
import { walletHistoryAmountField } from '../../data/numberFields';
import { shortenAddress, typeOfEntry } from '../../data/srdWallet';
import {
  defaultSort,
  emptyHistoryFilters,
  historyView,
  ledgerCsv,
  nextSort,
  pageOf,
  readHistoryFilters,
  statusFilters,
  typeFiltersOf,
  type HistoryFilterText,
  type HistorySort,
  type SortKey,
} from '../../data/walletHistory';
import { formatCount, formatSdr } from '../../i18n/format';
import { useDeferredModule } from '../../platform/deferredModule';
import { useFullLedger } from '../../platform/memberStore';
import { exportCsv } from '../../platform/csvExport';
import { useToast } from '../../platform/shellContext';
import { useUrlParams } from '../../platform/urlState';
import { useWalletFormat } from './walletFormat';
import { useWorldDay } from '../../platform/worldDay';

const csvFileName = 'srd-wallet-transactions.csv';
/** The address parameter that opens the statement of a month. */
const statementParamName = 'statement';

/** The monthly statement's dialog, loaded when the address asks for it (`?statement=2026-11`). */
const loadStatementDialog = () => import('./StatementDialog');

const sameFilters = (a: HistoryFilterText, b: HistoryFilterText) =>
  (Object.keys(a) as (keyof HistoryFilterText)[]).every((key) => a[key] === b[key]);

/**
 * The history tab, and the host of the monthly statement: once loaded it stays mounted, so the
 * statement's dialog (a portal over the whole screen) can open from the address over any tab.
 */
export function HistoryTab({ hidden, onToggleHidden }: { hidden: boolean; onToggleHidden: () => void }) {
  const day = useWorldDay();
  const { t, language, money, signedMoney, when, reference, csvText } = useWalletFormat(hidden);
  const toast = useToast();
  const ledger = useFullLedger();
  const [params] = useUrlParams();
  const statementModule = useDeferredModule(loadStatementDialog, params.has(statementParamName));
  const [filters, setFilters] = useState<HistoryFilterText>(emptyHistoryFilters);
  const [sort, setSort] = useState<HistorySort>(defaultSort);
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  // A link to one entry (a notification's View) marks its row.
  const selectedId = params.get('entry');

  const reading = useMemo(() => readHistoryFilters(filters, language), [filters, language]);
  const rows = useMemo(() => historyView(ledger, reading.criteria, sort), [ledger, reading, sort]);
  const shown = pageOf(rows, page);
  const errors = Object.fromEntries(
    Object.entries(reading.problems).map(([field, problem]) => [
      field,
      t(`history.problems.${field}.${problem}`, {
        maxLength: formatCount(walletHistoryAmountField.maxLength, language),
        limit: formatSdr(walletHistoryAmountField.max, language),
      }),
    ]),
  );
  // A new filter or sort starts again at the first page.
  const change = (next: Partial<HistoryFilterText>) => {
    setFilters((current) => ({ ...current, ...next }));
    setPage(1);
  };
  const filtered = !sameFilters(filters, emptyHistoryFilters);
  const clear = () => change(emptyHistoryFilters);

  const exportShown = async () => {
    setExporting(true);
    const saved = t('history.exportToast', { file: csvFileName });
    await exportCsv(
      { name: csvFileName, table: ledgerCsv(rows, csvText), saved, failed: t('history.exportFailed') },
      toast,
    );
    setExporting(false);
  };
  const optionLabel = (value: string, group: 'type' | 'kind' | 'status') =>
    value === 'all' ? t('history.all') : t(`list.${group}.${value}`);
  // The directions, then the kinds of entry the ledger holds (sends, payments, duties…).
  const typeOptions = typeFiltersOf(ledger, filters.type).map((value) => ({
    value,
    label: optionLabel(value, value === 'received' || value === 'sent' ? 'type' : 'kind'),
  }));

  return (
    <HistoryPanel
      labels={{
        heading: t('history.heading'),
        description: t('history.description'),
        filters: t('history.filters'),
        type: t('history.type'),
        status: t('history.status'),
        from: t('history.from'),
        to: t('history.to'),
        dateHint: t('history.dateHint'),
        counterparty: t('history.counterparty'),
        counterpartyHint: t('history.counterpartyHint'),
        min: t('history.min'),
        max: t('history.max'),
        amountHint: t('history.amountHint'),
        clear: t('history.clear'),
        export: t('history.export'),
        exporting: t('history.exporting'),
        count: t('history.count', {
          shown: formatCount(rows.length, language),
          total: formatCount(ledger.length, language),
        }),
      }}
      filters={filters}
      errors={errors}
      typeOptions={typeOptions}
      statusOptions={statusFilters.map((value) => ({ value, label: optionLabel(value, 'status') }))}
      exporting={exporting}
      canExport={rows.length > 0}
      filtered={filtered}
      onTypeChange={(type) => change({ type })}
      onStatusChange={(status) => change({ status })}
      onTextChange={(field: HistoryTextField, value: string) => change({ [field]: value })}
      onClear={clear}
      onExport={() => void exportShown()}
      extraActions={
        <>
          {/* The statement's dialog is a portal over the whole screen, declared beside its link. */}
          {statementModule ? (
            <statementModule.StatementDialog hidden={hidden} onToggleHidden={onToggleHidden} />
          ) : null}
          <ButtonLink
            to={{ search: `?tab=history&${statementParamName}=${day.slice(0, 7)}` }}
            variant="ghost"
          >
            {t('statement.open')}
          </ButtonLink>
        </>
      }
    >
      <LedgerTable
        labels={{
          caption: t('history.table'),
          date: t('history.columns.date'),
          type: t('history.columns.type'),
          counterparty: t('history.columns.counterparty'),
          amount: t('history.columns.amount'),
          fee: t('history.columns.fee'),
          status: t('history.columns.status'),
          reference: t('history.columns.reference'),
          pages: t('history.pages'),
          previous: t('history.previous'),
          next: t('history.next'),
          page: t('history.page', {
            page: formatCount(shown.page, language),
            count: formatCount(shown.pageCount, language),
          }),
        }}
        rows={shown.rows.map((entry) => {
          const type = typeOfEntry(entry);
          return {
            id: entry.id,
            type,
            typeLabel: t(`list.type.${type}`),
            amount: signedMoney(entry.amountCents, type),
            fee: entry.feeCents > 0 ? money(entry.feeCents) : '',
            counterparty: shortenAddress(entry.counterparty),
            counterpartyFull: entry.counterparty,
            date: when(entry.at),
            dateTime: entry.at,
            status: entry.status,
            statusLabel: t(`list.status.${entry.status}`),
            reference: reference(entry),
          };
        })}
        sort={sort}
        onSort={(key: SortKey) => {
          setSort((current) => nextSort(current, key));
          setPage(1);
        }}
        page={shown.page}
        pageCount={shown.pageCount}
        onPage={setPage}
        selectedId={selectedId}
        empty={
          ledger.length === 0
            ? { title: t('list.none'), body: t('list.noneBody') }
            : {
                title: t('list.empty'),
                body: t('list.emptyBody'),
                action: (
                  <Button type="button" onClick={clear}>
                    {t('history.clear')}
                  </Button>
                ),
              }
        }
      />
    </HistoryPanel>
  );
}
