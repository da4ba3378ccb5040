import type { Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PaymentForm, type PaymentFormValues } from '../../components/payments/PaymentForm';
import { PaymentMethodPicker } from '../../components/payments/PaymentMethodPicker';
import { PaymentSummary } from '../../components/payments/PaymentSummary';
import { RecentTransactions, type TransactionView } from '../../components/payments/RecentTransactions';
import { localDay, startOfLocalDay } from '../../data/calendar';
import type { LedgerEntry } from '../../data/ledger';
import {
  defaultFromAccount,
  defaultPaymentMethod,
  isAddressFilled,
  isAffordable,
  isPaymentMethodId,
  maxAddressLength,
  maxPaymentAmount,
  methodFee,
  methodRatePercent,
  nextPaymentId,
  parseAmount,
  parseScheduleDate,
  paymentCents,
  paymentEntry,
  paymentMethodById,
  paymentMethods,
  recentPayments,
  summarize,
  summaryFeePerMille,
  type PaymentMethodId,
} from '../../data/payments';
import { paymentAmountField } from '../../data/numberFields';
import { formatCount, formatDate, formatPercent, formatSdr, isolateLtr } from '../../i18n/format';
import { selectEntry, selectLedger } from '../../machines/memberStore.machine';
import {
  paymentProcessingMachine,
  selectCurrentId,
  selectPaymentState,
  type PaymentDraft,
} from '../../machines/paymentProcessing.machine';
import { useScreenText } from '../../platform/screenText';
import { useAppActorRef } from '../../platform/actors';
import { sampleLedger, useAccount, useMember, useMemberStore } from '../../platform/memberStore';
import { useToast } from '../../platform/shellContext';

const dateTimeStyle: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * Payment processing (spec part 2, Payment Processing; sections 3, 4, 5 and 9): the method picker
 * (stablecoin by default), the form (amount as free text, currency SDR, the member's wallet as the
 * from-account, the to-account, a day for Schedule Payment), the summary (fee 0.001 x amount, total
 * 1.001 x amount, beside the method's own rate and fee, and what is available) and the recent
 * transactions: the member's payments from the store, then the sample ones. A payment is a ledger
 * entry of the member's store: Process Now submits it `processing` and the store completes it after
 * 2 s, also when the member has left; Schedule Payment submits it `scheduled` for the start of the
 * chosen day. A total above what is available is neither processed nor scheduled. How bad amounts
 * are read: src/data/payments.ts.
 */
export default function PaymentProcessingScreen() {
  const { t, language } = useScreenText('paymentProcessing');
  const toast = useToast();
  const store = useMemberStore();
  const ledger = useMember(selectLedger);
  const sampleHistory = sampleLedger().entries;
  const { availableCents } = useAccount();
  const payments = useAppActorRef(paymentProcessingMachine);
  // The machine's accepted payments go to the member's store, which owns them from then on.
  useEffect(() => {
    const subscription = payments.on('payment.submit', ({ payment, status }) =>
      store.send({ type: 'ledger.submit', entry: toEntry(payment, status) }),
    );
    return () => subscription.unsubscribe();
  }, [payments, store]);
  const state = useSelector(payments, selectPaymentState);
  const currentId = useSelector(payments, selectCurrentId);
  const current = useMember(useMemo(() => selectEntry(currentId), [currentId]));

  // The machine follows the store's entry of the payment it submitted.
  useEffect(() => {
    if (currentId !== null)
      payments.send({ type: 'store.entry', id: currentId, status: current?.status ?? null });
  }, [payments, currentId, current?.status]);

  const [method, setMethod] = useState<PaymentMethodId>(defaultPaymentMethod);
  const [values, setValues] = useState<PaymentFormValues>({
    amount: '',
    from: defaultFromAccount,
    to: '',
    date: '',
  });
  const today = localDay(new Date());

  const parsed = parseAmount(values.amount, language);
  const cents = paymentCents(values.amount, language);
  const parsedDate = parseScheduleDate(values.date, today);
  const draft = (at: string): PaymentDraft => ({
    id: nextPaymentId(ledger),
    amountCents: cents?.amountCents ?? 0,
    feeCents: cents?.feeCents ?? 0,
    to: values.to,
    method,
    at,
  });
  // `at` is read when the member acts: now for Process Now, the chosen day for Schedule Payment.
  const processEvent = () => ({
    type: 'user.process' as const,
    payment: draft(new Date().toISOString()),
    availableCents,
  });
  const scheduleEvent = () => ({
    type: 'user.schedule' as const,
    payment: draft(parsedDate.ok ? startOfLocalDay(parsedDate.date) : ''),
    date: values.date,
    today,
    availableCents,
  });
  const canProcess = useSelector(payments, (s) => s.can(processEvent()));
  const canSchedule = useSelector(payments, (s) => s.can(scheduleEvent()));

  const change = (field: keyof PaymentFormValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    payments.send({ type: 'user.edit' });
  };
  const clearAmount = () => setValues((previous) => ({ ...previous, amount: '', date: '' }));
  const onProcess = () => {
    const event = processEvent();
    if (!payments.getSnapshot().can(event)) return;
    payments.send(event);
    clearAmount();
  };
  const onSchedule = () => {
    const event = scheduleEvent();
    if (!payments.getSnapshot().can(event)) return;
    payments.send(event);
    const taken = store.getSnapshot().context.record.ledger.some((entry) => entry.id === event.payment.id);
    if (taken) {
      clearAmount();
      toast({
        tone: 'success',
        title: t('toast.scheduled', { id: event.payment.id, date: dayText(event.date) }),
      });
    } else {
      toast({ tone: 'danger', title: t('toast.refused', { id: event.payment.id }) });
    }
  };

  // Confirm each payment this screen processed once, while the screen is open.
  const announced = useRef<string | null>(null);
  useEffect(() => {
    if (state === 'completed' && currentId !== null && announced.current !== currentId) {
      announced.current = currentId;
      toast({ tone: 'success', title: t('toast.completed', { id: currentId }) });
    }
  }, [state, currentId, toast, t]);

  function dayText(day: string) {
    return formatDate(`${day}T00:00:00`, language, { dateStyle: 'medium' });
  }
  const methodName = (id: string | undefined) => (isPaymentMethodId(id) ? t(`methods.names.${id}`) : '');
  const rateText = (id: PaymentMethodId) => formatPercent(methodRatePercent(paymentMethodById(id)), language);
  const timeText = (id: PaymentMethodId) => t(`methods.time.${paymentMethodById(id).time}`);

  const amountError =
    !parsed.ok && parsed.problem !== 'empty'
      ? t(`form.errors.${parsed.problem}`, {
          max: formatSdr(maxPaymentAmount, language),
          maxLength: formatCount(paymentAmountField.maxLength, language),
        })
      : undefined;
  const dateError =
    !parsedDate.ok && parsedDate.problem !== 'empty'
      ? t(parsedDate.problem === 'past' ? 'form.errors.datePast' : 'form.errors.dateInvalid')
      : undefined;
  const blockers = [
    parsed.ok ? null : t('form.needs.amount'),
    isAddressFilled(values.to) ? null : t('form.needs.to'),
    parsedDate.ok ? null : t('form.needs.date'),
  ].filter((text): text is string => text !== null);

  const summary = summarize(values.amount, language);
  const selected = paymentMethodById(method);
  const availableText = formatSdr(availableCents / 100, language);
  const overAvailable = cents !== null && !isAffordable(cents, availableCents);
  const fundsMessage = overAvailable
    ? t('form.funds', {
        total: inSentence(formatSdr(summary.total, language), language),
        available: inSentence(availableText, language),
      })
    : undefined;

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
      timestamp: scheduled
        ? t('transactions.scheduledFor', { date: formatDate(entry.at, language, { dateStyle: 'medium' }) })
        : formatDate(entry.at, language, dateTimeStyle),
      dateTime: entry.at,
      method: methodName(entry.method),
      isNew: memberIds.has(entry.id),
    };
  };
  const transactions = recentPayments(ledger, sampleHistory).map(fromEntry);

  const statusText =
    currentId !== null && state !== 'idle' ? t(`form.status.${state}`, { id: currentId }) : '';

  return (
    <div css={styles.page} data-state={state}>
      <div css={styles.columns}>
        <PaymentForm
          state={state}
          labels={{
            heading: t('form.heading'),
            amount: t('form.amount'),
            amountHint: t('form.amountHint'),
            currency: t('form.currency'),
            from: t('form.from'),
            fromHint: t('form.fromHint'),
            to: t('form.to'),
            date: t('form.date'),
            dateHint: t('form.dateHint'),
            process: t('form.process'),
            processing: t('form.processing'),
            schedule: t('form.schedule'),
            blockers: t('form.blockers'),
          }}
          methodPicker={
            <PaymentMethodPicker
              legend={t('methods.legend')}
              methods={paymentMethods.map((m) => ({
                id: m.id,
                name: methodName(m.id),
                fee: t('methods.fee', { rate: rateText(m.id) }),
                time: timeText(m.id),
                available: m.available,
              }))}
              value={method}
              onChange={(id) => {
                setMethod(id);
                payments.send({ type: 'user.edit' });
              }}
            />
          }
          currency="SDR"
          values={values}
          amountError={amountError}
          dateError={dateError}
          minDate={today}
          maxAddressLength={maxAddressLength}
          canProcess={canProcess}
          canSchedule={canSchedule}
          blockers={blockers}
          fundsMessage={fundsMessage}
          statusText={statusText}
          onChange={change}
          onProcess={onProcess}
          onSchedule={onSchedule}
        />
        <PaymentSummary
          labels={{
            heading: t('summary.heading'),
            amount: t('summary.amount'),
            fee: t('summary.fee', { rate: formatPercent(summaryFeePerMille / 10, language) }),
            total: t('summary.total'),
            method: t('summary.method'),
            rate: t('summary.rate'),
            methodFee: t('summary.methodFee'),
            time: t('summary.time'),
            note: t('summary.note'),
            available: t('summary.available'),
          }}
          amount={formatSdr(summary.amount, language)}
          fee={formatSdr(summary.fee, language)}
          total={formatSdr(summary.total, language)}
          available={availableText}
          overAvailable={overAvailable}
          method={{
            name: methodName(selected.id),
            rate: rateText(selected.id),
            fee: formatSdr(methodFee(values.amount, selected, language), language),
            time: timeText(selected.id),
          }}
          invalidNote={amountError ? t('summary.invalid') : undefined}
        />
      </div>
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
      />
    </div>
  );
}

/** A figure inside a sentence keeps the order Intl wrote it in, also in a right-to-left line. */
function inSentence(figure: string, language: string): string {
  return isolateLtr(figure.replace(/\u200f/g, ''), language);
}

function toEntry(payment: PaymentDraft, status: 'processing' | 'scheduled'): LedgerEntry {
  return paymentEntry({
    ...payment,
    method: isPaymentMethodId(payment.method) ? payment.method : defaultPaymentMethod,
    status,
  });
}

const styles = {
  page: (theme: Theme) => ({ display: 'grid', gap: theme.space(5), minWidth: 0 }),
  columns: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(5),
    gridTemplateColumns: '1fr',
    alignItems: 'start',
    [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' },
  }),
};
