import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { formAlert } from '../primitives/formStyles';
import { Icon } from '../primitives/Icon';
import { TextField } from '../primitives/TextField';
import { withIds } from '../primitives/IdText';

export interface PaymentFormValues {
  amount: string;
  from: string;
  to: string;
  date: string;
}

export interface PaymentFormProps {
  state: 'idle' | 'processing' | 'completed' | 'refused';
  labels: {
    heading: string;
    amount: string;
    amountHint: string;
    currency: string;
    from: string;
    /** Under the read-only from-account: every payment leaves the member's own wallet. */
    fromHint: string;
    to: string;
    date: string;
    dateHint: string;
    process: string;
    processing: string;
    schedule: string;
    /** Heading of the list of what still blocks the buttons ("To continue:"). */
    blockers: string;
  };
  /** The method picker, drawn at the top of the form. */
  methodPicker: ReactNode;
  /** Always "SDR": the only currency. */
  currency: string;
  values: PaymentFormValues;
  /** Why the amount is refused (never for an untouched empty field). */
  amountError?: string;
  dateError?: string;
  /** Earliest day the date input offers (`YYYY-MM-DD`). */
  minDate: string;
  maxAddressLength: number;
  canProcess: boolean;
  canSchedule: boolean;
  /** What keeps Process Now / Schedule Payment disabled, in words; empty when nothing does. */
  blockers: readonly string[];
  /** The total is above what is available: says how much is, shown beside the buttons. */
  fundsMessage?: string;
  /** Announced politely: "Processing payment PAY-0001...", "Payment PAY-0001 completed." */
  statusText: string;
  onChange: (field: keyof PaymentFormValues, value: string) => void;
  onProcess: () => void;
  onSchedule: () => void;
}

/**
 * The payment form: method picker, amount (free text), the fixed currency, from and to wallet
 * addresses, the day for Schedule Payment, and the two actions. Whatever is typed stays as typed;
 * errors only explain, and the buttons say what they still need.
 */
export function PaymentForm({
  state,
  labels,
  methodPicker,
  currency,
  values,
  amountError,
  dateError,
  minDate,
  maxAddressLength,
  canProcess,
  canSchedule,
  blockers,
  fundsMessage,
  statusText,
  onChange,
  onProcess,
  onSchedule,
}: PaymentFormProps) {
  const blockersId = 'payment-form-blockers';
  const fundsId = 'payment-form-funds';
  const describedBy =
    [fundsMessage ? fundsId : null, blockers.length > 0 ? blockersId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Card as="section" aria-labelledby="payment-form-heading" data-state={state}>
      <CardHeader id="payment-form-heading" title={labels.heading} />
      <form
        css={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (canProcess) onProcess();
        }}
      >
        {methodPicker}
        <div css={styles.amountRow}>
          <TextField
            label={labels.amount}
            hint={labels.amountHint}
            value={values.amount}
            onChange={(value) => onChange('amount', value)}
            error={amountError}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
          />
          <TextField label={labels.currency} value={currency} onChange={() => undefined} readOnly />
        </div>
        <TextField
          label={labels.from}
          hint={labels.fromHint}
          value={values.from}
          onChange={() => undefined}
          readOnly
          spellCheck={false}
          dir="ltr"
        />
        <TextField
          label={labels.to}
          value={values.to}
          onChange={(value) => onChange('to', value)}
          maxLength={maxAddressLength}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
        />
        <TextField
          type="date"
          label={labels.date}
          hint={labels.dateHint}
          value={values.date}
          min={minDate}
          onChange={(value) => onChange('date', value)}
          error={dateError}
        />
        <div css={styles.actions}>
          <Button type="submit" variant="primary" disabled={!canProcess} aria-describedby={describedBy}>
            <Icon name={state === 'processing' ? 'clock' : 'bolt'} size={16} />
            {state === 'processing' ? labels.processing : labels.process}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={!canSchedule}
            onClick={onSchedule}
            aria-describedby={describedBy}
          >
            <Icon name="calendar" size={16} />
            {labels.schedule}
          </Button>
        </div>
        {fundsMessage ? (
          <p id={fundsId} css={styles.funds} data-testid="payment-funds">
            {withIds(fundsMessage)}
          </p>
        ) : null}
        {blockers.length > 0 ? (
          <div id={blockersId} css={styles.blockers}>
            <p css={styles.blockersTitle}>{labels.blockers}</p>
            <ul css={styles.blockerList}>
              {blockers.map((blocker) => (
                <li key={blocker}>{withIds(blocker)}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <p role="status" css={styles.status} data-state={state}>
          {withIds(statusText)}
        </p>
      </form>
    </Card>
  );
}

const styles = {
  form: (theme: Theme) => ({ display: 'grid', gap: theme.space(4), minWidth: 0 }),
  amountRow: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(3),
    alignItems: 'start',
    [theme.mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) 7rem' },
  }),
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
  blockers: (theme: Theme) => ({
    padding: theme.space(2, 3),
    borderRadius: theme.radii.md,
    background: theme.colors.surfaceSunken,
    fontSize: theme.fontSizes.sm,
  }),
  blockersTitle: { fontWeight: 600 },
  funds: (theme: Theme) => ({ ...formAlert(theme), overflowWrap: 'anywhere' as const }),
  blockerList: (theme: Theme) => ({ margin: 0, paddingInlineStart: theme.space(5) }),
  status: (theme: Theme) => ({
    minHeight: '1.4em',
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
    color: theme.roles.info.text,
    '&[data-state="completed"]': { color: theme.roles.success.text },
    '&[data-state="refused"]': { color: theme.roles.danger.text },
  }),
};
