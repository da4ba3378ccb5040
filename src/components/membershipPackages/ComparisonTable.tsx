import type { Theme } from '@emotion/react';
import type { TierId } from '../../data/memberKey';

export interface ComparisonTableProps {
  /** Read as the table's name ("Feature comparison"). */
  caption: string;
  /** Header of the first column ("Feature"). */
  featureHeading: string;
  tiers: readonly { id: TierId; name: string }[];
  rows: readonly { feature: string; label: string; values: readonly string[] }[];
  /** The member's tier: its column is highlighted. */
  currentTier: TierId;
}

/** The feature comparison across the four tiers; scrolls sideways by itself on a narrow screen. */
export function ComparisonTable({ caption, featureHeading, tiers, rows, currentTier }: ComparisonTableProps) {
  return (
    // Focusable so the table can be scrolled sideways by keyboard on a narrow screen (axe:
    // scrollable-region-focusable); the region is named by the caption.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div css={styles.scroll} role="region" aria-label={caption} tabIndex={0} data-state={currentTier}>
      <table css={styles.table}>
        <caption css={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" css={styles.th}>
              {featureHeading}
            </th>
            {tiers.map((tier) => (
              <th key={tier.id} scope="col" css={styles.th} data-current={tier.id === currentTier}>
                {tier.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature} data-feature={row.feature}>
              <th scope="row" css={styles.rowHeader}>
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td
                  key={tiers[index]?.id ?? index}
                  css={styles.td}
                  data-current={tiers[index]?.id === currentTier}
                >
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const cell = (theme: Theme) => ({
  padding: theme.space(2, 3),
  borderBlockEnd: `1px solid ${theme.colors.border}`,
  textAlign: 'start' as const,
  fontSize: theme.fontSizes.sm,
  '&[data-current="true"]': { background: theme.roles.success.background },
});

const styles = {
  scroll: (theme: Theme) => ({
    overflowX: 'auto' as const,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.lg,
    background: theme.colors.surface,
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
  }),
  table: { width: '100%', minWidth: 560, borderCollapse: 'collapse' as const },
  caption: (theme: Theme) => ({
    padding: theme.space(3),
    textAlign: 'start' as const,
    fontWeight: 700,
    fontSize: theme.fontSizes.lg,
  }),
  th: (theme: Theme) => ({ ...cell(theme), fontWeight: 700, background: theme.colors.surfaceSunken }),
  rowHeader: (theme: Theme) => ({ ...cell(theme), fontWeight: 600 }),
  td: cell,
};
