import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { Availability } from '../../data/productCatalog';
import type { ProductCategoryFilter } from '../../data/products';
import { ChipGroup, type ChipOption } from '../primitives/ChipGroup';
import { fieldInput, fieldLabel, fieldStack, fieldsetReset, legendText } from '../primitives/formStyles';

export interface ProductFiltersPanelLabels {
  category: string;
  availability: string;
  availabilityHint: string;
  price: string;
  min: string;
  max: string;
}

export interface ProductFiltersPanelProps {
  dir: 'ltr' | 'rtl';
  labels: ProductFiltersPanelLabels;
  categoryOptions: readonly ChipOption<ProductCategoryFilter>[];
  category: ProductCategoryFilter;
  onCategoryChange: (category: ProductCategoryFilter) => void;
  availabilityOptions: readonly { value: Availability; label: string }[];
  availability: readonly Availability[];
  onAvailabilityChange: (value: Availability, checked: boolean) => void;
  /** The bounds as typed: kept exactly, even when invalid. */
  minText: string;
  maxText: string;
  onMinChange: (text: string) => void;
  onMaxChange: (text: string) => void;
  /** Translated messages, when a bound is invalid or min is above max. */
  minError?: string;
  maxError?: string;
  rangeError?: string;
}

/**
 * The fields of the Global Product Explorer's filters: category chips, availability checkboxes and a
 * price range whose bounds take any text and say what is wrong with it (the form's owner decides when
 * to apply).
 */
export function ProductFiltersPanel({
  dir,
  labels,
  categoryOptions,
  category,
  onCategoryChange,
  availabilityOptions,
  availability,
  onAvailabilityChange,
  minText,
  maxText,
  onMinChange,
  onMaxChange,
  minError,
  maxError,
  rangeError,
}: ProductFiltersPanelProps) {
  const id = useId();
  const minId = `${id}-min`;
  const maxId = `${id}-max`;
  const minErrorId = `${id}-min-error`;
  const maxErrorId = `${id}-max-error`;
  const rangeErrorId = `${id}-range-error`;
  const describe = (own: string | undefined, ownId: string) =>
    [own ? ownId : null, rangeError ? rangeErrorId : null].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(minError || maxError || rangeError);
  return (
    <div css={styles.root} data-state={invalid ? 'invalid' : 'valid'}>
      <fieldset css={styles.fieldset}>
        <legend css={styles.legend}>{labels.category}</legend>
        <ChipGroup
          label={labels.category}
          dir={dir}
          options={categoryOptions}
          value={category}
          onValueChange={onCategoryChange}
        />
      </fieldset>
      <fieldset css={styles.fieldset} aria-describedby={`${id}-hint`}>
        <legend css={styles.legend}>{labels.availability}</legend>
        <p id={`${id}-hint`} css={styles.hint}>
          {labels.availabilityHint}
        </p>
        <div css={styles.checks}>
          {availabilityOptions.map((option) => (
            <label key={option.value} css={styles.check}>
              <input
                type="checkbox"
                checked={availability.includes(option.value)}
                onChange={(event) => onAvailabilityChange(option.value, event.target.checked)}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset css={styles.fieldset}>
        <legend css={styles.legend}>{labels.price}</legend>
        <div css={styles.range}>
          <div css={styles.field}>
            <label htmlFor={minId} css={styles.label}>
              {labels.min}
            </label>
            <input
              id={minId}
              css={styles.input}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={minText}
              aria-invalid={Boolean(minError || rangeError)}
              aria-describedby={describe(minError, minErrorId)}
              onChange={(event) => onMinChange(event.target.value)}
            />
            {minError ? (
              <p id={minErrorId} css={styles.error}>
                {minError}
              </p>
            ) : null}
          </div>
          <div css={styles.field}>
            <label htmlFor={maxId} css={styles.label}>
              {labels.max}
            </label>
            <input
              id={maxId}
              css={styles.input}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={maxText}
              aria-invalid={Boolean(maxError || rangeError)}
              aria-describedby={describe(maxError, maxErrorId)}
              onChange={(event) => onMaxChange(event.target.value)}
            />
            {maxError ? (
              <p id={maxErrorId} css={styles.error}>
                {maxError}
              </p>
            ) : null}
          </div>
        </div>
        {rangeError ? (
          <p id={rangeErrorId} css={styles.error} role="alert">
            {rangeError}
          </p>
        ) : null}
      </fieldset>
    </div>
  );
}

const styles = {
  root: (theme: Theme) => ({ display: 'grid', gap: theme.space(5) }),
  fieldset: fieldsetReset,
  legend: (theme: Theme) => legendText(theme),
  hint: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  checks: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2, 4) }),
  check: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(2),
    minHeight: 36,
    cursor: 'pointer',
    '& input': { inlineSize: 18, blockSize: 18, accentColor: theme.colors.brand },
  }),
  range: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: theme.space(3),
  }),
  field: fieldStack,
  label: fieldLabel,
  input: fieldInput,
  error: (theme: Theme) => ({
    color: theme.roles.danger.text,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
  }),
};
