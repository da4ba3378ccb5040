import type { Theme } from '@emotion/react';
import type { MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { CoreIcon } from '../primitives/CoreIcon';
import type { MemberFigure } from '../primitives/memberFigure';
import { WidestLabel } from '../primitives/WidestLabel';

export interface TierBadgeLinkProps extends MemberFigure {
  label: string;
  /**
   * Every label the badge can show (each tier's): the badge is as wide as the widest, so a change of
   * tier (a returning member's, shown once the app is live) moves nothing beside it.
   */
  labels?: readonly string[];
  /** Where the badge leads: the membership packages. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
  /** Runs before the link is followed (the tooltip's trigger closes the tooltip with it). */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The member's tier badge, linking to the packages (`TierBadge` adds the tooltip).
 *
 * An anchor with the router's own click handling rather than its `Link`, which gives the anchor a new
 * ref on every render (remix-run/react-router#12705): the tooltip keeps its trigger in state from that
 * ref, so each move to another page re-rendered it at once and held back that page's first paint.
 */
export function TierBadgeLink({ label, labels, to, ref, onClick, ...rest }: TierBadgeLinkProps) {
  const href = useHref(to);
  const followLink = useLinkClickHandler(to);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) followLink(event);
  };
  return (
    <a ref={ref} href={href} onClick={handleClick} css={styles.badge} data-tier="gold" {...rest}>
      <CoreIcon name="star" size={14} />
      <WidestLabel label={label} labels={labels} />
    </a>
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
