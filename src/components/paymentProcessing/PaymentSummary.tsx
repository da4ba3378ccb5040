import type { Theme } from '@emotion/react';
import { Card, CardHeader } from '../primitives/Card';
import type { MemberFigure } from '../primitives/memberFigure';

export interface PaymentSummaryProps {
  labels: {
    heading: string;
    amount: string;
    /** "Fee (0.1%)". */
    fee: string;
    total: string;
    /** "Selected method". */
    method: string;
    /** "Rate". */
    rate: string;
    /** "Fee at this rate". */
    methodFee: string;
    /** "Settlement". */
    time: string;
    /** Why two fees: the summary always charges 0.1 %, the method shows its own rate. */
    note: string;
    /** "Available balance". */
    available: string;
  };
  /** Formatted amounts ("SDR 1,500.00"). */
  amount: string;
  fee: string;
  total: string;
  /** What the account can spend now, formatted. */
  available: string;
  /** Marks what is available, which the member's ledger drives. */
  figure?: MemberFigure;
  /** The total is above what is available. */
  overAvailable?: boolean;
  method: { name: string; rate: string; fee: string; time: string };
  /** Shown when the typed amount is not valid, so the zeros are explained ("Shows 0 until..."). */
  invalidNote?: string;
}

/**
 * The payment summary: amount, fee = 0.001 x amount, total = 1.001 x amount,
 * and beside it the selected method's own rate, fee at that rate and settlement time.
 */
export function PaymentSummary({
  labels,
  amount,
  fee,
  total,
  available,
  figure,
  overAvailable = false,
  method,
  invalidNote,
}: PaymentSummaryProps) {
  return (
    <Card
      as="section"
      aria-labelledby="payment-summary-heading"
      data-state={invalidNote ? 'invalid' : overAvailable ? 'overAvailable' : 'idle'}
    >
      <CardHeader id="payment-summary-heading" title={labels.heading} />
      <dl css={styles.list}>
        <div css={styles.row}>
          <dt>{labels.amount}</dt>
          <dd data-testid="summary-amount">{amount}</dd>
        </div>
        <div css={styles.row}>
          <dt>{labels.fee}</dt>
          <dd data-testid="summary-fee">{fee}</dd>
        </div>
        <div css={[styles.row, styles.total]}>
          <dt>{labels.total}</dt>
          <dd data-testid="summary-total">{total}</dd>
        </div>
        <div css={styles.row} data-over={overAvailable || undefined}>
          <dt>{labels.available}</dt>
          <dd data-testid="summary-available" {...figure}>
            {available}
          </dd>
        </div>
      </dl>
      {invalidNote ? <p css={styles.invalid}>{invalidNote}</p> : null}
      <section aria-labelledby="payment-summary-method" css={styles.method}>
        <h3 id="payment-summary-method" css={styles.methodHeading}>
          {labels.method}: {method.name}
        </h3>
        <dl css={styles.list}>
          <div css={styles.row}>
            <dt>{labels.rate}</dt>
            <dd data-testid="method-rate">{method.rate}</dd>
          </div>
          <div css={styles.row}>
            <dt>{labels.methodFee}</dt>
            <dd data-testid="method-fee">{method.fee}</dd>
          </div>
          <div css={styles.row}>
            <dt>{labels.time}</dt>
            <dd>{method.time}</dd>
          </div>
        </dl>
      </section>
      <p css={styles.note}>{labels.note}</p>
    </Card>
  );
}

const styles = {
  list: (theme: Theme) => ({ display: 'grid', gap: theme.space(2), margin: 0 }),
  row: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    gap: theme.space(2),
    fontSize: theme.fontSizes.sm,
    '& dt': { color: theme.colors.textMuted },
    '& dd': { margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' },
    '&[data-over] dd': { color: theme.roles.danger.text },
  }),
  total: (theme: Theme) => ({
    paddingBlockStart: theme.space(2),
    borderBlockStart: `1px solid ${theme.colors.border}`,
    fontSize: theme.fontSizes.md,
    '& dt': { color: theme.colors.text, fontWeight: 700 },
    '& dd': { fontWeight: 700 },
  }),
  invalid: (theme: Theme) => ({ color: theme.roles.warning.text, fontSize: theme.fontSizes.sm }),
  method: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(2),
    padding: theme.space(3),
    borderRadius: theme.radii.md,
    background: theme.colors.surfaceSunken,
  }),
  methodHeading: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, fontWeight: 700 }),
  note: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }),
};
