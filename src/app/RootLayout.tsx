/**
 * The shared layout of every route: header with navigation and controls, the page title, the screen,
 * the footer and the toasts. The same components are prerendered and hydrated, and live from then on.
 */
import type { Theme } from '@emotion/react';
import { memo, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NavigationType, Outlet, useLocation, useMatches, useNavigationType } from 'react-router-dom';
import { AppHeader } from '../components/shell/AppHeader';
import { PageHeader } from '../components/shell/PageHeader';
import { SiteFooter } from '../components/shell/SiteFooter';
import { SkipLink } from '../components/shell/SkipLink';
import { useWorldDay } from '../platform/worldDay';
import { HydrationSlice } from '../components/primitives/HydrationSlice';
import { useOpenedWithQuery } from '../platform/hydration';
import { useScreenText } from '../platform/screenText';
import { useScrollOnNavigate } from '../platform/scrollOnNavigate';
import { useToast } from '../platform/shellContext';
import { buildFooterColumns, buildLegalLinks, buildNavModel } from './navModel';
import type { RouteHandle } from './routes';
import { ShellAccount } from './shell/ShellAccount';
import { ShellLanguage } from './shell/ShellLanguage';
import { ShellMobileNav } from './shell/ShellMobileNav';
import { ShellNavBar } from './shell/ShellNavBar';
import { ShellNotifications } from './shell/ShellNotifications';
import { ShellOffline } from './shell/ShellOffline';
import { ShellPalette } from './shell/ShellPalette';
import { ShellStorageNotice } from './shell/ShellStorageNotice';
import { ShellTheme } from './shell/ShellTheme';
import { ShellTierBadge } from './shell/ShellTierBadge';
import { ShellToasts } from './shell/ShellToasts';

function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const handle: unknown = matches[matches.length - 1]?.handle;
  return typeof handle === 'object' && handle !== null ? handle : {};
}

function PageTitle({ handle, locationKey }: { handle: RouteHandle; locationKey: string }) {
  const { t } = useScreenText(handle.routeId ?? 'common');
  const appName = t('common:appName');
  if (!handle.routeId) return <title>{`${t('common:notFound.title')} · ${appName}`}</title>;
  const title = t('title');
  // A screen's namespace may have a `subtitle`; without one the band shows the title alone.
  const subtitle = t('subtitle', { defaultValue: '' });
  return (
    <>
      <title>{`${title} · ${appName}`}</title>
      <PageHeader title={title} subtitle={subtitle || undefined} locationKey={locationKey} />
    </>
  );
}

/**
 * The header renders again only when the route changes, for the navigation's mark of the current one:
 * not when the router starts loading a screen or the query string changes.
 */
const ShellHeader = memo(function ShellHeader({ routeId }: Pick<RouteHandle, 'routeId'>) {
  const { t } = useScreenText(['common', 'nav']);
  // Translated once a language, not at every move: only the mark of the current route changes then.
  const links = useMemo(() => buildNavModel(t), [t]);
  const nav = useMemo(() => ({ ...links, currentId: routeId }), [links, routeId]);
  return (
    <AppHeader
      brand={t('appName')}
      homeLabel={t('nav:home')}
      nav={<ShellNavBar nav={nav} />}
      mobileNav={
        <ShellMobileNav
          nav={nav}
          header={
            <div css={styles.drawerBadge}>
              <ShellTierBadge />
            </div>
          }
        />
      }
      utilities={<ShellUtilities />}
    />
  );
});

/** The header's controls: the same on every route, so a move to another route leaves them be. */
const ShellUtilities = memo(function ShellUtilities() {
  return (
    <>
      <ShellOffline />
      <div css={styles.desktopOnly}>
        <ShellTierBadge />
      </div>
      <ShellPalette />
      <ShellNotifications />
      <ShellLanguage />
      <ShellTheme />
      <ShellAccount />
    </>
  );
});

/** The footer: the same on every route. */
const ShellFooter = memo(function ShellFooter() {
  const { t } = useScreenText(['common', 'nav']);
  const toast = useToast();
  const day = useWorldDay();
  return (
    <SiteFooter
      brand={t('appName')}
      tagline={t('footer.tagline')}
      columns={buildFooterColumns(t)}
      legalTitle={t('footer.legal')}
      legalLinks={buildLegalLinks(t)}
      onLegalLink={(id) =>
        toast({ tone: 'info', title: t('footer.comingSoon', { page: t(`footer.${id}`) }) })
      }
      statusLabel={t('footer.status')}
      copyright={t('footer.copyright', { year: day.slice(0, 4) })}
    />
  );
});

/**
 * A screen the member moves to renders in a transition of its own, just after its title: the title and
 * the screen's place show at once, the screen follows in slices. The page's first screen (prerendered
 * and hydrated), a move by Back or Forward and a link to an element (`#id`) render it at once.
 */
function ScreenAfterTitle({ atOnce, children }: { atOnce: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(atOnce);
  useEffect(() => {
    if (!shown) startTransition(() => setShown(true));
  }, [shown]);
  return shown ? children : <div data-screen-pending="" aria-busy="true" css={styles.screenPending} />;
}

export function RootLayout() {
  const { t } = useScreenText(['common', 'nav']);
  const location = useLocation();
  useScrollOnNavigate();
  const handle = useRouteHandle();
  const openedWithQuery = useOpenedWithQuery();
  // The page's first location is a Pop too, as are Back and Forward.
  const screenAtOnce = useNavigationType() === NavigationType.Pop || location.hash !== '';

  return (
    <>
      <SkipLink label={t('skipToContent')} />
      <div css={styles.page}>
        {/* Header, screen sections (Page) and footer hydrate each on their own. */}
        <HydrationSlice>
          <ShellHeader routeId={handle.routeId} />
        </HydrationSlice>
        <HydrationSlice fallback={<p css={styles.loading}>{t('loading')}</p>}>
          <main id="main" tabIndex={-1} css={styles.mainLandmark}>
            {/* The path, not the location key: a screen that keeps its filters in the query string must not
                lose the focus of its search box to the title on every keystroke. */}
            <PageTitle handle={handle} locationKey={location.pathname} />
            <div css={styles.main}>
              <ShellStorageNotice />
              {/* Pages are prerendered without a query: a screen opened with one starts again with it. */}
              <ScreenAfterTitle key={handle.routeId ?? 'notFound'} atOnce={screenAtOnce}>
                <Outlet key={openedWithQuery ? 'query' : 'page'} />
              </ScreenAfterTitle>
            </div>
          </main>
        </HydrationSlice>
        <HydrationSlice>
          <ShellFooter />
        </HydrationSlice>
      </div>
      <ShellToasts />
    </>
  );
}

const styles = {
  page: { display: 'flex', flexDirection: 'column' as const, minHeight: '100vh' },
  mainLandmark: {
    flex: 1,
    display: 'flex',
    flexDirection: 'column' as const,
    '&:focus': { outline: 'none' },
  },
  main: (theme: Theme) => ({
    flex: 1,
    width: '100%',
    maxWidth: 1232,
    marginInline: 'auto',
    padding: theme.space(6, 4, 10),
    '&:focus': { outline: 'none' },
  }),
  // Holds the footer below the fold until the screen is in.
  screenPending: { minHeight: '100vh' },
  loading: (theme: Theme) => ({ padding: theme.space(6, 4), color: theme.colors.textMuted, flex: 1 }),
  desktopOnly: (theme: Theme) => ({ [theme.mq.belowMd]: { display: 'none' } }),
  drawerBadge: (theme: Theme) => ({ marginBlock: theme.space(2, 4) }),
};
