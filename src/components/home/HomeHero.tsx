import type { Theme } from '@emotion/react';
import { PitchSection, type HomeAction } from './PitchSection';

export interface HomeHeroProps {
  heading: string;
  body: string;
  primaryAction: HomeAction;
  secondaryAction: HomeAction;
  /** Name of the selling-points list for assistive tech. */
  pointsLabel: string;
  points: { id: string; label: string }[];
}

/**
 * The landing hero under the page title: a short pitch, the two ways in (Launch Dashboard, Explore
 * Products) and the selling points. Pure CSS decoration (no images, no fonts from the network), so it
 * paints with the first frame and never shifts.
 */
export function HomeHero({ pointsLabel, points, ...pitch }: HomeHeroProps) {
  return (
    <PitchSection headingId="home-hero-heading" variants={variants} look={styles} {...pitch}>
      {points.length > 0 ? (
        <ul css={styles.points} aria-label={pointsLabel}>
          {points.map((point) => (
            <li key={point.id} css={styles.point}>
              {point.label}
            </li>
          ))}
        </ul>
      ) : null}
    </PitchSection>
  );
}

const variants = ['accent', 'onDark'] as const;

const wrap = { overflowWrap: 'anywhere' as const };

const styles = {
  section: (theme: Theme) => ({
    display: 'grid',
    justifyItems: 'start',
    gap: theme.space(4),
    padding: theme.space(8, 7),
    borderRadius: theme.radii.lg,
    color: theme.colors.headerText,
    // A centred glow mirrors for free in right-to-left; a sideways linear gradient would not.
    background: `radial-gradient(120% 90% at 50% 0%, ${theme.colors.headerHover}, ${theme.colors.header} 70%)`,
    boxShadow: theme.colors.shadow,
    [theme.mq.belowMd]: { padding: theme.space(6, 5) },
  }),
  heading: (theme: Theme) => ({ ...wrap, fontSize: theme.fontSizes.xl, color: theme.colors.accent }),
  body: (theme: Theme) => ({ ...wrap, maxWidth: 720, fontSize: theme.fontSizes.md, lineHeight: 1.6 }),
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(3) }),
  points: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: theme.space(2, 6),
    marginBlockStart: theme.space(2),
    padding: 0,
    listStyle: 'none',
    color: theme.colors.headerTextMuted,
    fontSize: theme.fontSizes.sm,
  }),
  point: (theme: Theme) => ({
    ...wrap,
    '&::before': {
      content: '""',
      display: 'inline-block',
      inlineSize: 8,
      blockSize: 8,
      marginInlineEnd: theme.space(2),
      borderRadius: theme.radii.pill,
      background: theme.colors.accent,
    },
  }),
};
