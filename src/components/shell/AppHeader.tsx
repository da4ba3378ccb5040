import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface AppHeaderProps {
  brand: string;
  homeLabel: string;
  /** The desktop navigation, shown from 768 px. */
  nav: ReactNode;
  /** The menu button and panel, shown below 768 px. */
  mobileNav: ReactNode;
  /** Tier badge, language, theme and account controls. */
  utilities: ReactNode;
}

/** The dark band at the top of every page: brand and controls, then the navigation row. */
export function AppHeader({ brand, homeLabel, nav, mobileNav, utilities }: AppHeaderProps) {
  return (
    <header css={styles.band}>
      <div css={styles.row}>
        <div css={styles.mobileOnly}>{mobileNav}</div>
        <Link to="/" css={styles.brand} aria-label={homeLabel}>
          <span css={styles.logo} aria-hidden="true" />
          <span css={styles.brandName}>{brand}</span>
        </Link>
        <div css={styles.utilities}>{utilities}</div>
      </div>
      <div css={styles.navRow}>{nav}</div>
    </header>
  );
}

const narrow = (theme: Theme) => `@media (max-width: ${theme.breakpoints.sm - 0.02}px)`;

const styles = {
  band: (theme: Theme) => ({
    // The anchor of what hangs from its lower edge (OfflineIndicator below 480 px).
    position: 'relative' as const,
    background: theme.colors.header,
    color: theme.colors.headerText,
    paddingInline: theme.space(4),
    // Below 480 px seven controls share the row: tighter spacing keeps every label whole in every language.
    [narrow(theme)]: { paddingInline: theme.space(3) },
  }),
  row: (theme: Theme) => ({
    display: 'flex',
    minWidth: 0,
    alignItems: 'center',
    gap: theme.space(2),
    maxWidth: 1200,
    minHeight: 60,
    marginInline: 'auto',
    [narrow(theme)]: { gap: theme.space(1) },
  }),
  mobileOnly: (theme: Theme) => ({ [theme.mq.md]: { display: 'none' } }),
  brand: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(2),
    minHeight: 44,
    color: theme.colors.headerText,
    fontWeight: 700,
    fontSize: theme.fontSizes.lg,
    textDecoration: 'none',
    whiteSpace: 'nowrap' as const,
    [theme.mq.belowMd]: { fontSize: theme.fontSizes.md },
  }),
  brandName: (theme: Theme) => ({
    // Below 480 px the logo alone stands for the brand; the link keeps its accessible name.
    [`@media (max-width: ${theme.breakpoints.sm - 0.02}px)`]: { display: 'none' },
  }),
  logo: (theme: Theme) => ({
    '&::before': { content: '"SR"' },
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    borderRadius: theme.radii.md,
    background: theme.colors.accent,
    color: theme.colors.accentText,
    fontSize: theme.fontSizes.xs,
    fontWeight: 800,
  }),
  utilities: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(2),
    minWidth: 0,
    marginInlineStart: 'auto',
    '& > *': { flexShrink: 0 },
    [narrow(theme)]: {
      gap: theme.space(1),
      // The language code alone says which language it is; the globe comes back from 480 px.
      '& [data-capture="language"] svg': { display: 'none' },
    },
  }),
  navRow: (theme: Theme) => ({
    maxWidth: 1200,
    marginInline: 'auto',
    paddingBlockEnd: theme.space(2),
    [theme.mq.belowMd]: { display: 'none' },
  }),
};
