import type { Theme } from '@emotion/react';
import type { FormEvent } from 'react';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { TextField } from '../primitives/TextField';

export type CalculatorField = 'amount' | 'term' | 'rate';

export interface CalculatorFieldView {
  label: string;
  hint: string;
  /** Exactly what was typed. */
  value: string;
  /** Why the value is refused, shown from the first Calculate on. */
  error?: string;
}

export interface CalculatorResultView {
  label: string;
  /** "SDR 12,500.00". */
  value: string;
  /** "For SDR 250,000.00 over 12 months at 4.50% a year". */
  summary: string;
}

export interface FinancingCalculatorProps {
  heading: string;
  /** States the basis of the estimate: a fixed sample figure. */
  basis: string;
  fields: Record<CalculatorField, CalculatorFieldView>;
  calculateText: string;
  resetText: string;
  /** Shown after a valid Calculate; null before. */
  result: CalculatorResultView | null;
  /** Shown instead of a result when Calculate found errors ("Correct the 2 fields marked"). */
  invalidText?: string;
  onChange: (field: CalculatorField, value: string) => void;
  onCalculate: () => void;
  onReset: () => void;
}

const fieldOrder: readonly CalculatorField[] = ['amount', 'term', 'rate'];

/**
 * The financing calculator: amount, term and rate, each checked with a reason that keeps what was
 * typed. The estimate it gives is a fixed SDR 12,500 whatever is typed, and the card says so.
 */
export function FinancingCalculator({
  heading,
  basis,
  fields,
  calculateText,
  resetText,
  result,
  invalidText,
  onChange,
  onCalculate,
  onReset,
}: FinancingCalculatorProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCalculate();
  };
  const state = result ? 'calculated' : invalidText ? 'invalid' : 'idle';
  return (
    <Card as="section" aria-labelledby="financing-calculator-heading" data-state={state}>
      <CardHeader id="financing-calculator-heading" title={heading} description={basis} />
      <form noValidate onSubmit={submit} css={styles.form}>
        {fieldOrder.map((key) => {
          const field = fields[key];
          return (
            <TextField
              key={key}
              name={key}
              label={field.label}
              hint={field.hint}
              value={field.value}
              error={field.error}
              inputMode="decimal"
              autoComplete="off"
              onChange={(value) => onChange(key, value)}
            />
          );
        })}
        <div css={styles.actions}>
          <Button type="submit" variant="primary">
            {calculateText}
          </Button>
          <Button type="button" variant="ghost" onClick={onReset}>
            {resetText}
          </Button>
        </div>
      </form>
      <div aria-live="polite" css={styles.live}>
        {result ? (
          <div css={styles.result} data-state="calculated">
            <p css={styles.resultLabel}>{result.label}</p>
            <p css={styles.resultValue}>{result.value}</p>
            <p css={styles.summary}>{result.summary}</p>
          </div>
        ) : invalidText ? (
          <p css={styles.invalid}>{invalidText}</p>
        ) : null}
      </div>
    </Card>
  );
}

const styles = {
  form: (theme: Theme) => ({ display: 'grid', gap: theme.space(3) }),
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
  live: { minWidth: 0 },
  result: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(1),
    padding: theme.space(4),
    borderRadius: theme.radii.md,
    background: theme.roles.info.background,
    border: `1px solid ${theme.roles.info.outline}`,
    color: theme.roles.info.text,
  }),
  resultLabel: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, fontWeight: 600 }),
  resultValue: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.xl, fontWeight: 700 }),
  summary: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, overflowWrap: 'anywhere' as const }),
  invalid: (theme: Theme) => ({
    margin: 0,
    color: theme.roles.danger.text,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
  }),
};
