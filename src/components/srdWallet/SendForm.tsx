import type { Theme } from '@emotion/react';
import type { ClipboardEvent, FormEvent } from 'react';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { formSummary } from '../primitives/formStyles';
import { Icon } from '../primitives/Icon';
import { TextField } from '../primitives/TextField';

export type SendFormField = 'address' | 'amount' | 'reference';
export type SendFormState = 'idle' | 'editing' | 'sending' | 'sent';

export interface SendFormLabels {
  heading: string;
  description: string;
  address: string;
  addressHint: string;
  addressPlaceholder: string;
  amount: string;
  amountHint: string;
  useMax: string;
  /** Accessible name of Use Max ("Use Max: fill in what is available, minus the fees"). */
  useMaxName: string;
  reference: string;
  referenceHint: string;
  fees: string;
  /** "Available": balance minus locked. */
  available: string;
  networkFee: string;
  processingFee: string;
  total: string;
  availableAfter: string;
  send: string;
  sending: string;
}

export interface SendFormProps {
  labels: SendFormLabels;
  state: SendFormState;
  address: string;
  amount: string;
  reference: string;
  /** "Valid address format" / "Invalid address format"; nothing while the field is empty. */
  addressValid?: string;
  addressInvalid?: string;
  /** Why the pasted link filled nothing; shown on the recipient field until the next edit. */
  linkError?: string;
  amountError?: string;
  referenceError?: string;
  /** Formatted (or masked) figures of the fee summary. */
  available: string;
  networkFee: string;
  processingFee: string;
  total: string;
  /** What is still available once this send is out (never below zero: such a send is refused). */
  availableAfter: string;
  /** Why Send is disabled (empty when it is enabled or while sending). */
  blockedReason?: string;
  /** What happened to the last send ("SDR 40.50 sent...", or why it was refused); beats `blockedReason`. */
  statusMessage?: string;
  canSend: boolean;
  onChange: (field: SendFormField, value: string) => void;
  /**
   * Text pasted into the recipient field. Returns true when the screen took it (a payment link, which
   * fills the form or explains why not); otherwise the text is pasted as typed.
   */
  onPasteRecipient: (text: string) => boolean;
  onUseMax: () => void;
  onSend: () => void;
}

/** The send tab: recipient, amount with Use Max, optional reference, the fee summary and Send. */
export function SendForm({
  labels,
  state,
  address,
  amount,
  reference,
  addressValid,
  addressInvalid,
  linkError,
  amountError,
  referenceError,
  available,
  networkFee,
  processingFee,
  total,
  availableAfter,
  blockedReason,
  statusMessage,
  canSend,
  onChange,
  onPasteRecipient,
  onUseMax,
  onSend,
}: SendFormProps) {
  const sending = state === 'sending';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };
  const pasteRecipient = (event: ClipboardEvent<HTMLInputElement>) => {
    if (onPasteRecipient(event.clipboardData.getData('text/plain'))) event.preventDefault();
  };
  return (
    <Card as="section" aria-labelledby="wallet-send-heading" data-state={state}>
      <CardHeader id="wallet-send-heading" title={labels.heading} description={labels.description} />
      <form css={styles.form} onSubmit={submit} noValidate aria-labelledby="wallet-send-heading">
        <TextField
          label={labels.address}
          hint={labels.addressHint}
          placeholder={labels.addressPlaceholder}
          value={address}
          onChange={(value) => onChange('address', value)}
          onPaste={pasteRecipient}
          error={linkError ?? addressInvalid}
          success={linkError ? undefined : addressValid}
          disabled={sending}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
        />
        <TextField
          label={labels.amount}
          hint={labels.amountHint}
          value={amount}
          onChange={(value) => onChange('amount', value)}
          error={amountError}
          disabled={sending}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          end={
            <Button type="button" onClick={onUseMax} disabled={sending} aria-label={labels.useMaxName}>
              {labels.useMax}
            </Button>
          }
        />
        <TextField
          label={labels.reference}
          hint={labels.referenceHint}
          value={reference}
          onChange={(value) => onChange('reference', value)}
          error={referenceError}
          disabled={sending}
          autoComplete="off"
        />
        <div css={styles.summary}>
          <h3 css={styles.summaryHeading}>{labels.fees}</h3>
          <dl css={styles.fees}>
            <div css={styles.feeRow}>
              <dt>{labels.available}</dt>
              <dd data-testid="wallet-send-available">{available}</dd>
            </div>
            <div css={styles.feeRow}>
              <dt>{labels.networkFee}</dt>
              <dd>{networkFee}</dd>
            </div>
            <div css={styles.feeRow}>
              <dt>{labels.processingFee}</dt>
              <dd>{processingFee}</dd>
            </div>
            <div css={[styles.feeRow, styles.totalRow]}>
              <dt>{labels.total}</dt>
              <dd data-testid="wallet-send-total">{total}</dd>
            </div>
            <div css={styles.feeRow}>
              <dt>{labels.availableAfter}</dt>
              <dd data-testid="wallet-send-available-after">{availableAfter}</dd>
            </div>
          </dl>
        </div>
        <div css={styles.footer}>
          <Button type="submit" variant="primary" disabled={!canSend} aria-busy={sending || undefined}>
            <Icon name="arrowUpRight" />
            {sending ? labels.sending : labels.send}
          </Button>
          <p role="status" css={styles.status}>
            {sending ? '' : statusMessage || blockedReason || ''}
          </p>
        </div>
      </form>
    </Card>
  );
}

const styles = {
  form: (theme: Theme) => ({ display: 'grid', gap: theme.space(4), minWidth: 0, maxInlineSize: 760 }),
  summary: formSummary,
  summaryHeading: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700 }),
  fees: { display: 'grid', gap: 6, margin: 0 },
  feeRow: (theme: Theme) => ({
    display: 'flex',
    justifyContent: 'space-between',
    gap: theme.space(2),
    fontSize: theme.fontSizes.sm,
    '& dd': { margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600, textAlign: 'end' as const },
  }),
  totalRow: (theme: Theme) => ({
    paddingBlockStart: 6,
    borderBlockStart: `1px solid ${theme.colors.borderStrong}`,
    fontSize: theme.fontSizes.md,
    fontWeight: 700,
  }),
  footer: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(3),
  }),
  status: (theme: Theme) => ({
    margin: 0,
    flex: '1 1 200px',
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  }),
};
