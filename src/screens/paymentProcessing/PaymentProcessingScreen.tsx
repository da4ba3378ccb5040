import type { Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentForm, type PaymentFormValues } from '../../components/payments/PaymentForm';
import { PaymentMethodPicker } from '../../components/payments/PaymentMethodPicker';
import { PaymentSummary } from '../../components/payments/PaymentSummary';
import { RecentTransactions, type TransactionView } from '../../components/payments/RecentTransactions';
import {
  defaultFromAccount,
  defaultPaymentMethod,
  isAddressFilled,
  isPaymentMethodId,
  localDay,
  maxAddressLength,
  maxPaymentAmount,
  methodFee,
  methodRatePercent,
  newTransactionId,
  parseAmount,
  parseScheduleDate,
  paymentMethodById,
  paymentMethods,
  recentTransactions,
  summarize,
  summaryFeePerMille,
  type PaymentMethodId,
  type PaymentTransaction,
} from '../../data/payments';
import { formatDate, formatPercent, formatSdr } from '../../i18n/format';
import {
  paymentProcessingMachine,
  selectCurrentRecord,
  selectPaymentRecords,
  selectPaymentState,
  type PaymentDraft,
  type PaymentRecord,
} from '../../machines/paymentProcessing.machine';
import { resolveLanguage } from '../../machines/preferences';
import { useAppActorRef } from '../../platform/actors';
import { useToast } from '../../platform/shellContext';

const dateTimeStyle: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * Payment processing (spec part 2, Payment Processing; sections 3, 4, 5 and 9): the method picker
 * (stablecoin by default), the form (amount as free text, currency SDR, from and to addresses, a day
 * for Schedule Payment), the summary (fee 0.001 x amount, total 1.001 x amount, beside the method's
 * own rate and fee) and the recent transactions, which Process Now (processing, then completed) and
 * Schedule Payment (scheduled) join. How bad amounts are read: src/data/payments.ts.
 */
export default function PaymentProcessingScreen() {
  const { t, i18n } = useTranslation('paymentProcessing');
  const language = resolveLanguage(i18n.language);
  const toast = useToast();
  const payments = useAppActorRef(paymentProcessingMachine);
  const state = useSelector(payments, selectPaymentState);
  const records = useSelector(payments, selectPaymentRecords);
  const current = useSelector(payments, selectCurrentRecord);

  const [method, setMethod] = useState<PaymentMethodId>(defaultPaymentMethod);
  const [values, setValues] = useState<PaymentFormValues>({
    amount: '',
    from: defaultFromAccount,
    to: '',
    date: '',
  });
  const today = localDay(new Date());

  const parsed = parseAmount(values.amount);
  const parsedDate = parseScheduleDate(values.date, today);
  const draft: PaymentDraft = {
    amount: parsed.ok ? parsed.value : 0,
    from: values.from,
    to: values.to,
    method,
  };
  const processEvent = () => ({
    type: 'user.process' as const,
    payment: draft,
    at: new Date().toISOString(),
  });
  const scheduleEvent = () => ({
    type: 'user.schedule' as const,
    payment: draft,
    date: values.date,
    today,
    at: new Date().toISOString(),
  });
  const canProcess = useSelector(payments, (s) => s.can(processEvent()));
  const canSchedule = useSelector(payments, (s) => s.can(scheduleEvent()));

  const change = (field: keyof PaymentFormValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    payments.send({ type: 'user.edit' });
  };
  const submit = (event: ReturnType<typeof processEvent> | ReturnType<typeof scheduleEvent>) => {
    if (!payments.getSnapshot().can(event)) return;
    payments.send(event);
    setValues((previous) => ({ ...previous, amount: '', date: '' }));
  };
  const onSchedule = () => {
    const event = scheduleEvent();
    const before = payments.getSnapshot().context.records.length;
    submit(event);
    if (payments.getSnapshot().context.records.length > before)
      toast({
        tone: 'success',
        title: t('toast.scheduled', { id: newTransactionId(before + 1), date: dayText(event.date) }),
      });
  };

  // Confirm each completed payment once.
  const announced = useRef(0);
  useEffect(() => {
    if (current?.status === 'completed' && current.sequence > announced.current) {
      announced.current = current.sequence;
      toast({ tone: 'success', title: t('toast.completed', { id: newTransactionId(current.sequence) }) });
    }
  }, [current, toast, t]);

  function dayText(day: string) {
    return formatDate(`${day}T00:00:00`, language, { dateStyle: 'medium' });
  }
  const methodName = (id: string) => (isPaymentMethodId(id) ? t(`methods.names.${id}`) : id);
  const rateText = (id: PaymentMethodId) => formatPercent(methodRatePercent(paymentMethodById(id)), language);
  const timeText = (id: PaymentMethodId) => t(`methods.time.${paymentMethodById(id).time}`);

  const amountError =
    !parsed.ok && parsed.problem !== 'empty'
      ? t(`form.errors.${parsed.problem}`, { max: formatSdr(maxPaymentAmount, language) })
      : undefined;
  const dateError =
    !parsedDate.ok && parsedDate.problem !== 'empty'
      ? t(parsedDate.problem === 'past' ? 'form.errors.datePast' : 'form.errors.dateInvalid')
      : undefined;
  const blockers = [
    parsed.ok ? null : t('form.needs.amount'),
    isAddressFilled(values.from) ? null : t('form.needs.from'),
    isAddressFilled(values.to) ? null : t('form.needs.to'),
    parsedDate.ok ? null : t('form.needs.date'),
  ].filter((text): text is string => text !== null);

  const summary = summarize(values.amount);
  const selected = paymentMethodById(method);

  const fromRecord = (record: PaymentRecord): TransactionView => {
    const id = newTransactionId(record.sequence);
    return {
      id,
      from: record.from,
      to: record.to,
      amount: formatSdr(record.amount, language),
      status: record.status,
      statusLabel: t(`transactions.status.${record.status}`),
      timestamp: record.scheduledFor
        ? t('transactions.scheduledFor', { date: dayText(record.scheduledFor) })
        : formatDate(record.at, language, dateTimeStyle),
      dateTime: record.scheduledFor ?? record.at,
      method: methodName(record.method),
      isNew: true,
    };
  };
  const fromSample = (tx: PaymentTransaction): TransactionView => ({
    id: tx.id,
    from: tx.from,
    to: tx.to,
    amount: formatSdr(tx.amount, language),
    status: tx.status,
    statusLabel: t(`transactions.status.${tx.status}`),
    timestamp: formatDate(tx.timestamp, language, dateTimeStyle),
    dateTime: tx.timestamp,
    method: methodName(tx.method),
    isNew: false,
  });
  const transactions = [...records.slice().reverse().map(fromRecord), ...recentTransactions.map(fromSample)];

  const statusText =
    current && state !== 'idle'
      ? t(state === 'processing' ? 'form.statusProcessing' : 'form.statusCompleted', {
          id: newTransactionId(current.sequence),
        })
      : '';

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
          statusText={statusText}
          onChange={change}
          onProcess={() => submit(processEvent())}
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
          }}
          amount={formatSdr(summary.amount, language)}
          fee={formatSdr(summary.fee, language)}
          total={formatSdr(summary.total, language)}
          method={{
            name: methodName(selected.id),
            rate: rateText(selected.id),
            fee: formatSdr(methodFee(values.amount, selected), language),
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
