import type { Theme } from '@emotion/react';
import { Button } from '../primitives/Button';
import { formPanel } from '../primitives/formStyles';
import { SelectField } from '../primitives/TextField';

export interface FilterSelect {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
}

export interface DocumentFiltersProps {
  id: string;
  heading: string;
  type: FilterSelect;
  status: FilterSelect;
  region: FilterSelect;
  clearLabel: string;
  /** Clear is disabled while nothing is filtered. */
  active: boolean;
  onChange: (field: 'type' | 'status' | 'region', value: string) => void;
  onClear: () => void;
}

/** Filter by type, status and region (native selects), with a Clear filters button. */
export function DocumentFilters({
  id,
  heading,
  type,
  status,
  region,
  clearLabel,
  active,
  onChange,
  onClear,
}: DocumentFiltersProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} css={styles.root} data-state={active ? 'filtered' : 'all'}>
      <h3 id={headingId} css={styles.heading}>
        {heading}
      </h3>
      <div css={styles.fields}>
        {(['type', 'status', 'region'] as const).map((field) => {
          const select = { type, status, region }[field];
          return (
            <SelectField
              key={field}
              label={select.label}
              value={select.value}
              options={select.options}
              onChange={(value) => onChange(field, value)}
            />
          );
        })}
      </div>
      <div>
        <Button type="button" compact disabled={!active} onClick={onClear}>
          {clearLabel}
        </Button>
      </div>
    </section>
  );
}

const styles = {
  root: (theme: Theme) => formPanel(theme, { gap: 3, padding: 4, sunken: true }),
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700 }),
  fields: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(3),
    gridTemplateColumns: '1fr',
    [theme.mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
};
