/** Sample props shared by the wallet component stories (English, already formatted). */
import type { LedgerRowView } from '../../../src/components/srdWallet/LedgerTable';
import type { TransactionView } from '../../../src/components/srdWallet/TransactionList';

export const listLabels = {
  list: 'Transactions',
  from: 'From',
  to: 'To',
  reference: 'Reference:',
  empty: 'No transactions',
  emptyBody: 'No transaction matches these filters.',
};

export const transactionViews: TransactionView[] = [
  {
    id: 'TX-2026-0148',
    type: 'received',
    typeLabel: 'Received',
    amount: '+SDR 25,000.00',
    from: 'SRD-0x3f8a2c…5d8e2f4a6b',
    to: 'SRD-0x7a9f3c…6b9d3f7a',
    fromFull: 'SRD-0x3f8a2c1d9e7b5f4a6c8d2e1f9a7b3c5d8e2f4a6b',
    toFull: 'SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a',
    timestamp: 'Nov 20, 2026, 2:32 PM',
    dateTime: '2026-11-20T14:32:00Z',
    status: 'completed',
    statusLabel: 'Completed',
    reference: 'Payment for steel shipment #SH-2026-009',
  },
  {
    id: 'TX-2026-0147',
    type: 'sent',
    typeLabel: 'Sent',
    amount: '−SDR 8,750.25',
    from: 'SRD-0x7a9f3c…6b9d3f7a',
    to: 'SRD-0x9c4e7a…8f1a4c7b',
    fromFull: 'SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a',
    toFull: 'SRD-0x9c4e7a2b5d8f1e3a6c9b2d5e8f1a4c7b9e2d5f8a',
    timestamp: 'Nov 19, 2026, 9:15 AM',
    dateTime: '2026-11-19T09:15:00Z',
    status: 'pending',
    statusLabel: 'Pending',
    reference: 'Escrow deposit - copper cathodes',
  },
  {
    id: 'TX-2026-0145',
    type: 'sent',
    typeLabel: 'Sent',
    amount: '−SDR 3,200.00',
    from: 'SRD-0x7a9f3c…6b9d3f7a',
    to: 'SRD-0x2e6a9d…7c2f5b8e9a',
    fromFull: 'SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a',
    toFull: 'SRD-0x2e6a9d3c7f1b4e8a2d5c9f3b6e1a4d7c2f5b8e9a',
    timestamp: 'Nov 16, 2026, 11:20 AM',
    dateTime: '2026-11-16T11:20:00Z',
    status: 'failed',
    statusLabel: 'Failed',
    reference: '',
  },
];

export const ledgerTableLabels = {
  caption: 'Transactions, sortable by date, counterparty, amount and status',
  date: 'Date',
  type: 'Type',
  counterparty: 'Counterparty',
  amount: 'Amount',
  fee: 'Fees',
  status: 'Status',
  reference: 'Reference',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  page: 'Page 1 of 1',
};

export const ledgerRows: LedgerRowView[] = [
  {
    id: 'TX-SEND-001',
    type: 'sent',
    typeLabel: 'Sent',
    amount: '−SDR 100.00',
    fee: 'SDR 0.35',
    counterparty: 'SRD-0x9c4e7a…2b5d8f1e',
    counterpartyFull: 'SRD-0x9c4e7a2b5d8f1e',
    date: 'Nov 22, 2026, 10:00 AM',
    dateTime: '2026-11-22T10:00:00Z',
    status: 'completed',
    statusLabel: 'Completed',
    reference: 'Invoice 7 <b>&</b> co',
  },
  {
    id: 'TX-2026-0148',
    type: 'received',
    typeLabel: 'Received',
    amount: '+SDR 25,000.00',
    fee: '',
    counterparty: 'SRD-0x3f8a2c…5d8e2f4a6b',
    counterpartyFull: 'SRD-0x3f8a2c1d9e7b5f4a6c8d2e1f9a7b3c5d8e2f4a6b',
    date: 'Nov 20, 2026, 2:32 PM',
    dateTime: '2026-11-20T14:32:00Z',
    status: 'completed',
    statusLabel: 'Completed',
    reference: 'Payment for steel shipment #SH-2026-009',
  },
  {
    id: 'TX-2026-0145',
    type: 'sent',
    typeLabel: 'Sent',
    amount: '−SDR 3,200.00',
    fee: '',
    counterparty: 'SRD-0x2e6a9d…7c2f5b8e9a',
    counterpartyFull: 'SRD-0x2e6a9d3c7f1b4e8a2d5c9f3b6e1a4d7c2f5b8e9a',
    date: 'Nov 16, 2026, 11:20 AM',
    dateTime: '2026-11-16T11:20:00Z',
    status: 'failed',
    statusLabel: 'Failed',
    reference: '',
  },
];

/** 25 generated rows: one full page of the history. */
export const manyLedgerRows: LedgerRowView[] = Array.from({ length: 25 }, (_, index) => {
  const received = index % 3 === 0;
  const day = String(28 - (index % 28)).padStart(2, '0');
  return {
    id: `TX-H-${String(1200 - index).padStart(4, '0')}`,
    type: received ? 'received' : 'sent',
    typeLabel: received ? 'Received' : 'Sent',
    amount: `${received ? '+' : '−'}SDR ${(1_000 + index * 137.25).toLocaleString('en', { minimumFractionDigits: 2 })}`,
    fee: received || index % 2 ? '' : 'SDR 0.35',
    counterparty: 'SRD-0x4b7e2a…9f2b5e8a',
    counterpartyFull: 'SRD-0x4b7e2a5d8c3f6b9e1a4d7c2f5e8a3d6c9f2b5e8a',
    date: `Oct ${Number(day)}, 2026, 9:00 AM`,
    dateTime: `2026-10-${day}T09:00:00Z`,
    status: index === 4 ? 'failed' : 'completed',
    statusLabel: index === 4 ? 'Failed' : 'Completed',
    reference: '',
  };
});
