import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PaymentForm, type PaymentFormValues } from '../../components/paymentProcessing/PaymentForm';
import { PaymentMethodPicker } from '../../components/paymentProcessing/PaymentMethodPicker';
import { Columns, Page } from '../../components/primitives/ScreenLayout';
import { startOfLocalDay } from '../../data/calendar';
import { useWorldDay } from '../../platform/worldDay';
import type { LedgerEntry } from '../../data/ledger';
import {
  defaultFromAccount,
  defaultPaymentMethod,
  isAddressFilled,
  isAffordable,
  isPaymentMethodId,
  maxAddressLength,
  maxPaymentAmount,
  nextPaymentId,
  parseAmount,
  parseScheduleDate,
  paymentCents,
  paymentEntry,
  paymentMethods,
  summarize,
  type PaymentMethodId,
} from '../../data/paymentProcessing';
import { paymentAmountField } from '../../data/numberFields';
import { formatCount, formatDate, formatSdr, isolateLtr } from '../../i18n/format';
import { selectEntry, selectLedger } from '../../machines/memberStore.machine';
import {
  paymentProcessingMachine,
  selectCurrentId,
  selectPaymentState,
  type PaymentDraft,
} from '../../machines/paymentProcessing.machine';
import { useScreenText } from '../../platform/screenText';
import { useAppActorRef, useSendOnChange } from '../../platform/actors';
import { useAccount, useMember, useMemberStore } from '../../platform/memberStore';
import { useToast } from '../../platform/shellContext';
import { SummarySection } from './SummarySection';
import { TransactionsSection } from './TransactionsSection';
import { usePaymentMethodText } from './usePaymentMethodText';

// The account's sample ledger, built before the first render (src/app/routes.tsx).
export { prepareSampleLedger as prepare } from '../../platform/memberStore';

/**
 * Payment processing: the method picker (stablecoin by default), the form (amount as free text,
 * currency SDR, the member's wallet as the from-account, the to-account, a day for Schedule
 * Payment), the summary (fee 0.001 x amount, total 1.001 x amount, beside the method's own rate and
 * fee, and what is available) and the recent transactions: the member's payments from the store,
 * then the sample ones. A payment is a ledger entry of the member's store: Process Now submits it
 * `processing` and the store completes it after 2 s, also when the member has left; Schedule
 * Payment submits it `scheduled` for the start of the chosen day. A total above what is available
 * is neither processed nor scheduled. How bad amounts are read: src/data/paymentProcessing.ts.
 */
export default function PaymentProcessingScreen() {
  const { t, language } = useScreenText('paymentProcessing');
  const toast = useToast();
  const store = useMemberStore();
  const ledger = useMember(selectLedger);
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
  useSendOnChange(
    payments,
    currentId === null ? null : { type: 'store.entry', id: currentId, status: current?.status ?? null },
  );

  const [method, setMethod] = useState<PaymentMethodId>(defaultPaymentMethod);
  const [values, setValues] = useState<PaymentFormValues>({
    amount: '',
    from: defaultFromAccount,
    to: '',
    date: '',
  });
  const today = useWorldDay();

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
  const { methodName, rateText, timeText } = usePaymentMethodText();

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
  const availableText = formatSdr(availableCents / 100, language);
  const overAvailable = cents !== null && !isAffordable(cents, availableCents);
  const fundsMessage = overAvailable
    ? t('form.funds', {
        total: inSentence(formatSdr(summary.total, language), language),
        available: inSentence(availableText, language),
      })
    : undefined;

  const statusText =
    currentId !== null && state !== 'idle' ? t(`form.status.${state}`, { id: currentId }) : '';

  return (
    <Page data-state={state}>
      <Columns ratio="3:2">
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
        <SummarySection
          amount={values.amount}
          summary={summary}
          method={method}
          availableText={availableText}
          overAvailable={overAvailable}
          invalid={Boolean(amountError)}
        />
      </Columns>
      <TransactionsSection />
    </Page>
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
