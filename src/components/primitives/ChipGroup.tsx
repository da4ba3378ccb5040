import type { Theme } from '@emotion/react';
import { ToggleGroup } from 'radix-ui';

export interface ChipOption<T extends string> {
  value: T;
  label: string;
}

export interface ChipGroupProps<T extends string> {
  /** The accessible name of the group ("Category"). */
  label: string;
  options: readonly ChipOption<T>[];
  value: T;
  onValueChange: (value: T) => void;
  dir: 'ltr' | 'rtl';
}

/**
 * Single-choice chips (Radix ToggleGroup: one tab stop, arrow keys move, mirrored in Arabic). One chip is
 * always chosen: pressing the chosen one again keeps it.
 */
export function ChipGroup<T extends string>({
  label,
  options,
  value,
  onValueChange,
  dir,
}: ChipGroupProps<T>) {
  return (
    <ToggleGroup.Root
      type="single"
      aria-label={label}
      dir={dir}
      value={value}
      onValueChange={(next) => {
        if (next) onValueChange(next as T);
      }}
      css={styles.root}
    >
      {options.map((option) => (
        <ToggleGroup.Item key={option.value} value={option.value} css={styles.chip}>
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

const styles = {
  root: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
  chip: (theme: Theme) => ({
    minHeight: 36,
    padding: theme.space(1, 3),
    border: `1px solid ${theme.colors.borderStrong}`,
    borderRadius: theme.radii.pill,
    background: theme.colors.surface,
    color: theme.colors.text,
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    cursor: 'pointer',
    '&:hover': { background: theme.colors.surfaceSunken },
    '&[data-state="on"]': {
      background: theme.colors.brand,
      borderColor: theme.colors.brand,
      color: theme.colors.brandText,
    },
  }),
};

/** A chip filter as a component receives it: its name, the choices, the chosen one and what changes it. */
export interface ChipFilter<T extends string> {
  label: string;
  options: readonly ChipOption<T>[];
  value: T;
  onChange: (value: T) => void;
}

/** The `ChipGroup` of a `ChipFilter`. */
export function FilterChips<T extends string>({
  filter,
  dir,
}: {
  filter: ChipFilter<T>;
  dir: 'ltr' | 'rtl';
}) {
  return (
    <ChipGroup
      label={filter.label}
      options={filter.options}
      value={filter.value}
      onValueChange={filter.onChange}
      dir={dir}
    />
  );
}
