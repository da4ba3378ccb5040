import type { Theme } from '@emotion/react';
import { Link } from 'react-router-dom';
import { Icon } from '../primitives/Icon';
import { Tooltip } from '../primitives/Tooltip';

export interface TierBadgeProps {
  label: string;
  tooltip: string;
  /** Where the badge leads: the membership packages. */
  to: string;
  defaultTooltipOpen?: boolean;
}

/** The member's static Gold Tier badge; it links to the packages and explains itself in a tooltip. */
export function TierBadge({ label, tooltip, to, defaultTooltipOpen }: TierBadgeProps) {
  return (
    <Tooltip content={tooltip} defaultOpen={defaultTooltipOpen}>
      <Link to={to} css={styles.badge} data-tier="gold">
        <Icon name="star" size={14} />
        {label}
      </Link>
    </Tooltip>
  );
}

const styles = {
  badge: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 6,
    minHeight: 32,
    padding: theme.space(0, 3),
    borderRadius: theme.radii.pill,
    background: theme.colors.accent,
    color: theme.colors.accentText,
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    textDecoration: 'none',
    whiteSpace: 'nowrap' as const,
    '& > svg': { fill: 'currentColor' },
  }),
};
