import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { visuallyHidden } from './visuallyHidden';

export interface SearchFieldProps {
  /** The accessible name; shown above the field unless `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Name of the clear button ("Clear search"); the button shows while there is text. */
  clearLabel: string;
}

/**
 * A search box: any text is accepted and kept as typed (it is only ever rendered as text). The clear
 * button empties it and returns focus to the field.
 */
export function SearchField({
  label,
  hideLabel,
  value,
  onChange,
  placeholder,
  clearLabel,
}: SearchFieldProps) {
  const id = useId();
  return (
    <div css={styles.root} role="search">
      <label htmlFor={id} css={hideLabel ? styles.hidden : styles.label}>
        {label}
      </label>
      <div css={styles.box}>
        <svg
          css={styles.icon}
          width="16"
          height="16"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M11 4a7 7 0 100 14 7 7 0 000-14zm9 16l-4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        <input
          id={id}
          type="search"
          css={styles.input}
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
        {value ? (
          <button
            type="button"
            css={styles.clear}
            aria-label={clearLabel}
            onClick={(event) => {
              onChange('');
              (event.currentTarget.previousElementSibling as HTMLInputElement | null)?.focus();
            }}
          >
            ×
          </button>
        ) : null}
      </div>
    </div>
  );
}

const styles = {
  root: { display: 'grid', gap: 6, minWidth: 0 },
  label: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, fontWeight: 600 }),
  hidden: visuallyHidden,
  box: { position: 'relative' as const, display: 'flex', alignItems: 'center' },
  icon: (theme: Theme) => ({
    position: 'absolute' as const,
    insetInlineStart: 12,
    color: theme.colors.textMuted,
    pointerEvents: 'none' as const,
  }),
  input: (theme: Theme) => ({
    inlineSize: '100%',
    minHeight: 44,
    paddingBlock: theme.space(2),
    paddingInlineStart: 36,
    paddingInlineEnd: 40,
    border: `1px solid ${theme.colors.borderStrong}`,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontSize: theme.fontSizes.md,
    // A placeholder longer than a phone's field ends in an ellipsis instead of mid-word.
    textOverflow: 'ellipsis',
    '&::placeholder': { color: theme.colors.textMuted },
    // The end padding keeps text clear of the clear button, which an empty field does not show.
    '&:placeholder-shown': { paddingInlineEnd: 12 },
    '&::-webkit-search-cancel-button': { display: 'none' },
  }),
  clear: (theme: Theme) => ({
    position: 'absolute' as const,
    insetInlineEnd: 4,
    inlineSize: 36,
    blockSize: 36,
    border: 0,
    borderRadius: theme.radii.sm,
    background: 'transparent',
    color: theme.colors.textMuted,
    fontSize: 20,
    cursor: 'pointer',
    '&:hover': { background: theme.colors.surfaceSunken, color: theme.colors.text },
  }),
};
