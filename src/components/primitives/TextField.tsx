import type { Theme } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { fieldInput, fieldLabel, fieldStack } from './formStyles';

/** What every labelled field shares: a visible label, an optional hint and an error that explains. */
interface FieldFrame {
  label: string;
  /** Shown under the label, read with the field (format help, limits). */
  hint?: ReactNode;
  /** When set the field is invalid: red border, `aria-invalid`, and this text read with the field. */
  error?: ReactNode;
  /** A confirmation shown where an error would be (e.g. "Valid address format"). */
  success?: ReactNode;
  /** Rendered after the control on the same line (a "Use Max" button, a unit). */
  end?: ReactNode;
}

export type TextFieldProps = FieldFrame &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'children'> & {
    value: string;
    onChange: (value: string) => void;
    /** A multi-line field (textarea). */
    multiline?: boolean;
    rows?: number;
  };

/**
 * A labelled text input (or textarea). Whatever is typed is kept as typed: validation only ever adds
 * an `error` next to it, it never rewrites the value.
 */
export function TextField({ value, onChange, multiline, rows = 3, ...props }: TextFieldProps) {
  const { id, describedBy, invalid, state, frame, controlProps: inputProps } = useFieldFrame(props);
  const shared = {
    id,
    value,
    'aria-invalid': invalid,
    'aria-describedby': describedBy,
    'data-state': state,
  } as const;
  const control = multiline ? (
    <textarea
      {...shared}
      css={[styles.input, styles.textarea]}
      rows={rows}
      required={inputProps.required}
      disabled={inputProps.disabled}
      placeholder={inputProps.placeholder}
      maxLength={inputProps.maxLength}
      onChange={(event) => onChange(event.target.value)}
    />
  ) : (
    <input
      type="text"
      {...inputProps}
      {...shared}
      css={styles.input}
      onChange={(event) => onChange(event.target.value)}
    />
  );
  // In a fragment, which renders nothing of its own: react-docgen knows a component by the JSX it returns.
  return <>{frame(control)}</>;
}

export type SelectFieldProps = FieldFrame &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'id' | 'children'> & {
    value: string;
    onChange: (value: string) => void;
    options: readonly { value: string; label: string }[];
  };

/** A labelled native select: keyboard, screen readers and mobile pickers work without extra code. */
export function SelectField({ value, onChange, options, ...props }: SelectFieldProps) {
  const { id, describedBy, invalid, frame, controlProps: selectProps } = useFieldFrame(props);
  const control = (
    <select
      {...selectProps}
      id={id}
      css={styles.input}
      value={value}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
  return <>{frame(control)}</>;
}

/** Splits a field's frame (label, hint, messages, end) from the props that go on its control. */
function useFieldFrame<Props extends FieldFrame>({
  label,
  hint,
  error,
  success,
  end,
  ...controlProps
}: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  const message = error ?? success;
  const describedBy =
    [hint ? hintId : null, message ? messageId : null].filter(Boolean).join(' ') || undefined;
  const frame = (control: ReactNode) => (
    <div css={styles.field}>
      <label htmlFor={id} css={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} css={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div css={styles.row}>
        {control}
        {end}
      </div>
      {message ? (
        <p id={messageId} css={error ? styles.error : styles.success}>
          {message}
        </p>
      ) : null}
    </div>
  );
  const invalid = error ? true : undefined;
  const state = error ? 'invalid' : success ? 'valid' : 'idle';
  return { id, describedBy, invalid, state, frame, controlProps };
}

const styles = {
  field: fieldStack,
  label: fieldLabel,
  hint: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  row: (theme: Theme) => ({ display: 'flex', gap: theme.space(2), alignItems: 'stretch', minWidth: 0 }),
  // The font shorthand comes first so that the form input's font size wins over it.
  input: (theme: Theme) => ({
    flex: 1,
    minWidth: 0,
    font: 'inherit',
    ...fieldInput(theme),
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  }),
  textarea: { resize: 'vertical' as const, lineHeight: 1.5 },
  error: (theme: Theme) => ({
    margin: 0,
    color: theme.roles.danger.text,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
  }),
  success: (theme: Theme) => ({
    margin: 0,
    color: theme.roles.success.text,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
  }),
};
