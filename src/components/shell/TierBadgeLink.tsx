import type { Theme } from '@emotion/react';
import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { CoreIcon } from '../primitives/CoreIcon';
import type { MemberFigure } from '../primitives/memberFigure';

export interface TierBadgeLinkProps extends MemberFigure {
  label: string;
  /** Where the badge leads: the membership packages. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** The member's tier badge, linking to the packages (`TierBadge` adds the tooltip). */
export function TierBadgeLink({ label, to, ref, ...rest }: TierBadgeLinkProps) {
  return (
    <Link ref={ref} to={to} css={styles.badge} data-tier="gold" {...rest}>
      <CoreIcon name="star" size={14} />
      {label}
    </Link>
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
