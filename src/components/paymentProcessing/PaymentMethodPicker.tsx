import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { PaymentMethodId } from '../../data/paymentProcessing';

export interface PaymentMethodView {
  id: PaymentMethodId;
  /** "SRD Stablecoin". */
  name: string;
  /** "Fee 0.1%". */
  fee: string;
  /** "Instant". */
  time: string;
  available: boolean;
}

export interface PaymentMethodPickerProps {
  /** "Payment method". */
  legend: string;
  methods: readonly PaymentMethodView[];
  value: PaymentMethodId;
  onChange: (id: PaymentMethodId) => void;
}

/**
 * The payment-method picker: a native radio group (one tab stop, arrow keys move and choose, read as
 * "radio, 1 of 3"), drawn as cards with each method's fee and settlement time.
 */
export function PaymentMethodPicker({ legend, methods, value, onChange }: PaymentMethodPickerProps) {
  const name = useId();
  return (
    <fieldset css={styles.fieldset} data-state={value}>
      <legend css={styles.legend}>{legend}</legend>
      <div css={styles.options}>
        {methods.map((method) => {
          const id = `${name}-${method.id}`;
          return (
            <label key={method.id} htmlFor={id} css={styles.option} data-checked={method.id === value}>
              <input
                id={id}
                type="radio"
                name={name}
                value={method.id}
                checked={method.id === value}
                disabled={!method.available}
                onChange={() => onChange(method.id)}
                aria-labelledby={`${id}-name`}
                aria-describedby={`${id}-details`}
                css={styles.radio}
              />
              <span id={`${id}-name`} css={styles.name}>
                {method.name}
              </span>
              <span id={`${id}-details`} css={styles.details}>
                <span>{method.fee}</span>
                <span aria-hidden="true">·</span>
                <span>{method.time}</span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

const styles = {
  fieldset: { border: 0, margin: 0, padding: 0, minWidth: 0 },
  legend: (theme: Theme) => ({
    padding: 0,
    marginBlockEnd: theme.space(2),
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
  }),
  options: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(2),
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  }),
  option: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    alignItems: 'start',
    gap: theme.space(1, 2),
    padding: theme.space(3),
    border: `1px solid ${theme.colors.borderStrong}`,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    cursor: 'pointer',
    minWidth: 0,
    '&[data-checked="true"]': {
      borderColor: theme.roles.active.fill,
      background: theme.roles.active.background,
      boxShadow: `inset 0 0 0 1px ${theme.roles.active.fill}`,
    },
    '&:has(input:focus-visible)': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
    '&:has(input:disabled)': { opacity: 0.6, cursor: 'not-allowed' },
  }),
  radio: (theme: Theme) => ({
    marginBlock: 3,
    marginInline: 0,
    inlineSize: 18,
    blockSize: 18,
    gridRow: 'span 2',
    accentColor: theme.roles.active.fill,
    '&:focus-visible': { outline: 'none' },
  }),
  name: (theme: Theme) => ({
    fontWeight: 600,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  details: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: theme.space(1),
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  }),
};
