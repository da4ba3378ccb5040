import type { Theme } from '@emotion/react';
import { useId } from 'react';
import { Button } from '../primitives/Button';
import { formPanel } from '../primitives/formStyles';
import { SearchField } from '../primitives/SearchField';
import { SelectField, TextField } from '../primitives/TextField';

export interface TradeSearchFiltersTexts {
  heading: string;
  searchLabel: string;
  searchPlaceholder: string;
  searchClear: string;
  location: string;
  category: string;
  minVolume: string;
  maxVolume: string;
  /** Unit shown after the volume fields ("t"). */
  volumeUnit: string;
  clear: string;
  /** "2 filters active". */
  activeText?: string;
}

export interface TradeSearchFiltersValues {
  query: string;
  location: string;
  category: string;
  minVolume: string;
  maxVolume: string;
}

export interface TradeSearchFiltersProps {
  texts: TradeSearchFiltersTexts;
  values: TradeSearchFiltersValues;
  locationOptions: readonly { value: string; label: string }[];
  categoryOptions: readonly { value: string; label: string }[];
  /** Problem with a typed bound (or the range: minimum above maximum); the value stays as typed. */
  minError?: string;
  maxError?: string;
  onChange: (change: Partial<TradeSearchFiltersValues>) => void;
  /** Clears the text and every filter; offered while anything is set. */
  onClear?: () => void;
}

/**
 * The trade search bar: free text, Location, Category, Min Volume and Max Volume. Volumes are typed
 * text (so a mistake is kept and explained, never silently rewritten by a number input).
 */
export function TradeSearchFilters({
  texts,
  values,
  locationOptions,
  categoryOptions,
  minError,
  maxError,
  onChange,
  onClear,
}: TradeSearchFiltersProps) {
  const headingId = useId();
  const invalid = Boolean(minError || maxError);
  return (
    <section css={styles.root} aria-labelledby={headingId} data-state={invalid ? 'invalid' : 'idle'}>
      <div css={styles.header}>
        <h2 id={headingId} css={styles.heading}>
          {texts.heading}
        </h2>
        {onClear ? (
          <div css={styles.active}>
            {texts.activeText ? <span css={styles.muted}>{texts.activeText}</span> : null}
            <Button type="button" variant="ghost" compact onClick={onClear}>
              {texts.clear}
            </Button>
          </div>
        ) : null}
      </div>
      <SearchField
        label={texts.searchLabel}
        value={values.query}
        onChange={(query) => onChange({ query })}
        placeholder={texts.searchPlaceholder}
        clearLabel={texts.searchClear}
      />
      <div css={styles.grid}>
        <SelectField
          label={texts.location}
          value={values.location}
          options={locationOptions}
          onChange={(location) => onChange({ location })}
        />
        <SelectField
          label={texts.category}
          value={values.category}
          options={categoryOptions}
          onChange={(category) => onChange({ category })}
        />
        <TextField
          label={texts.minVolume}
          end={<span css={styles.unit}>{texts.volumeUnit}</span>}
          value={values.minVolume}
          inputMode="decimal"
          autoComplete="off"
          error={minError}
          onChange={(minVolume) => onChange({ minVolume })}
        />
        <TextField
          label={texts.maxVolume}
          end={<span css={styles.unit}>{texts.volumeUnit}</span>}
          value={values.maxVolume}
          inputMode="decimal"
          autoComplete="off"
          error={maxError}
          onChange={(maxVolume) => onChange({ maxVolume })}
        />
      </div>
    </section>
  );
}

const styles = {
  root: (theme: Theme) => formPanel(theme, { gap: 3, padding: 4, flat: true }),
  header: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(2),
    minHeight: 36,
  }),
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  active: (theme: Theme) => ({ display: 'flex', alignItems: 'center', gap: theme.space(2) }),
  muted: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  unit: (theme: Theme) => ({
    alignSelf: 'center',
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
  }),
  grid: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: theme.space(3),
    [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
};
