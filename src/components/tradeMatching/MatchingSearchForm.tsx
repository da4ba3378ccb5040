import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { Button } from '../primitives/Button';
import { fieldInput, fieldLabel, fieldStack, formPanel } from '../primitives/formStyles';
import { plainList } from '../primitives/plainList';

export interface TermFieldView {
  label: string;
  placeholder: string;
  value: string;
  /** The list the text splits into (shown as chips, each as text). */
  items: readonly string[];
  /** Accessible name of the chips list ("Offering: 2 items"). */
  itemsLabel: string;
  /** A remark under the field: duplicates removed, or why the list is empty. */
  note?: string;
  /** The note is a problem (only commas): the field is marked invalid. */
  invalid?: boolean;
}

export interface MatchingSearchFormProps {
  heading: string;
  /** "Separate items with commas." */
  hint: string;
  offering: TermFieldView;
  seeking: TermFieldView;
  onOfferingChange: (value: string) => void;
  onSeekingChange: (value: string) => void;
  submitLabel: string;
  /** From the machine (`can`): false while either list is empty or a search runs. */
  canSearch: boolean;
  searching: boolean;
  onSearch: () => void;
  /** Heading level: 2 on the screen, 3 inside a tab or panel. */
  level?: 2 | 3;
}

/**
 * The matching search: offering and seeking inputs, each split on
 * commas into the list shown under it, and Find Matches. What is typed is kept as typed.
 */
export function MatchingSearchForm({
  heading,
  hint,
  offering,
  seeking,
  onOfferingChange,
  onSeekingChange,
  submitLabel,
  canSearch,
  searching,
  onSearch,
  level = 2,
}: MatchingSearchFormProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <form
      css={styles.root}
      aria-labelledby={`${id}-heading`}
      aria-busy={searching}
      data-state={searching ? 'running' : canSearch ? 'ready' : 'incomplete'}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSearch) onSearch();
      }}
    >
      <div css={styles.titles}>
        <Heading id={`${id}-heading`} css={styles.heading}>
          {heading}
        </Heading>
        <p id={`${id}-hint`} css={styles.hint}>
          {hint}
        </p>
      </div>
      <div css={styles.fields}>
        <TermField id={`${id}-offering`} hintId={`${id}-hint`} field={offering} onChange={onOfferingChange} />
        <TermField id={`${id}-seeking`} hintId={`${id}-hint`} field={seeking} onChange={onSeekingChange} />
      </div>
      <Button type="submit" variant="primary" disabled={!canSearch} css={styles.submit}>
        {submitLabel}
      </Button>
    </form>
  );
}

function TermField({
  id,
  hintId,
  field,
  onChange,
}: {
  id: string;
  hintId: string;
  field: TermFieldView;
  onChange: (value: string) => void;
}) {
  const describedBy = [hintId, field.note ? `${id}-note` : ''].filter(Boolean).join(' ');
  return (
    <div css={styles.field} data-state={field.invalid ? 'invalid' : field.items.length ? 'ready' : 'empty'}>
      <label htmlFor={id} css={styles.label}>
        {field.label}
      </label>
      <input
        id={id}
        css={styles.input}
        value={field.value}
        placeholder={field.placeholder}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={field.invalid ? 'true' : undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      />
      {field.items.length > 0 ? (
        <ul css={styles.chips} aria-label={field.itemsLabel}>
          {field.items.map((item) => (
            <li key={item} css={styles.chip}>
              {item}
            </li>
          ))}
        </ul>
      ) : null}
      {field.note ? (
        <p id={`${id}-note`} css={field.invalid ? styles.error : styles.note}>
          {field.note}
        </p>
      ) : null}
    </div>
  );
}

const styles = {
  root: formPanel,
  titles: { display: 'grid', gap: 4 },
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  hint: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  fields: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(4),
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  }),
  field: fieldStack,
  label: fieldLabel,
  input: (theme: Theme) => ({
    ...fieldInput(theme),
    '&::placeholder': { color: theme.colors.textMuted },
  }),
  chips: (theme: Theme) => plainList(theme, 1, 'row'),
  chip: (theme: Theme) => ({
    maxInlineSize: '100%',
    padding: theme.space(0, 2),
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.roles.info.outline}`,
    background: theme.roles.info.background,
    color: theme.roles.info.text,
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
  }),
  note: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }),
  error: (theme: Theme) => ({
    color: theme.roles.danger.text,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
  }),
  submit: { justifySelf: 'start' },
};
