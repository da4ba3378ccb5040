/**
 * The shared layout of every route: header with navigation and controls, the page title, the screen,
 * the footer and the toasts. The first paint draws static look-alikes of the interactive controls;
 * the shell runtime replaces them as soon as it has loaded (see `platform/shellContext.ts`).
 */
import type { Theme } from '@emotion/react';
import { Suspense, useEffect, useMemo } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { AppHeader } from '../components/shell/AppHeader';
import { BellButton } from '../components/shell/BellButton';
import { MenuButton } from '../components/shell/MenuButton';
import { Button } from '../components/primitives/Button';
import { isPaletteShortcut } from '../components/shell/paletteShortcut';
import { PageHeader } from '../components/shell/PageHeader';
import { paletteHotkey, SearchButton } from '../components/shell/SearchButton';
import { SiteFooter } from '../components/shell/SiteFooter';
import { SkipLink } from '../components/shell/SkipLink';
import { StaticHeaderControls } from '../components/shell/StaticHeaderControls';
import { StaticNavBar } from '../components/shell/StaticNavBar';
import { TierBadgeLink } from '../components/shell/TierBadgeLink';
import { memberRecordKey, tierOfRecordText } from '../data/memberKey';
import { routePaths } from '../data/routes';
import { worldToday } from '../data/sampleWorld';
import { colorSchemeStorageKey, resolvePreference } from '../theme/colorScheme';
import { useOpenedWithQuery } from '../platform/hydration';
import { useColorScheme } from '../theme/colorSchemeContext';
import { useScreenText } from '../platform/screenText';
import { useScrollOnNavigate } from '../platform/scrollOnNavigate';
import { languageNames } from '../platform/languageNames';
import { useRequestShell, useShell, useShellFailed, useToast } from '../platform/shellContext';
import { useStored } from '../platform/storage';
import { buildFooterColumns, buildLegalLinks, buildNavModel } from './navModel';
import type { RouteHandle } from './routes';

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

export function RootLayout() {
  const { t, language } = useScreenText(['common', 'nav']);
  const location = useLocation();
  useScrollOnNavigate();
  const handle = useRouteHandle();
  const openedWithQuery = useOpenedWithQuery();
  const shell = useShell();
  const shellFailed = useShellFailed();
  const requestShell = useRequestShell();
  const toast = useToast();
  const scheme = useColorScheme();

  // Ctrl+K / Cmd+K before the runtime is live asks for it and the palette (the runtime then owns the key).
  // Kept tiny on purpose: this is first-paint code on every route.
  const openPalette = () => requestShell({ kind: 'openPalette' });
  useEffect(() => {
    if (shell) return;
    const onKey = (event: KeyboardEvent) => {
      if (isPaletteShortcut(event)) {
        event.preventDefault();
        requestShell({ kind: 'openPalette' });
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [shell, requestShell]);

  const nav = useMemo(() => buildNavModel(t, handle.routeId), [t, handle.routeId]);
  const storedTier = tierOfRecordText(useStored(memberRecordKey));
  const themePreference = resolvePreference(useStored(colorSchemeStorageKey));
  const tierLabel = t(`tier.${storedTier}`);
  const openNotifications = () => requestShell({ kind: 'openNotifications' });
  const tierBadge = shell ? (
    <shell.ui.ShellTierBadge actors={shell.actors} />
  ) : (
    <TierBadgeLink label={tierLabel} to={routePaths.membershipPackages} />
  );

  return (
    <>
      <SkipLink label={t('skipToContent')} />
      <div css={styles.page} data-shell={shell ? 'ready' : 'static'}>
        <AppHeader
          brand={t('appName')}
          homeLabel={t('nav:home')}
          nav={
            shell ? (
              <shell.ui.ShellNavBar actors={shell.actors} nav={nav} intent={shell.intent} />
            ) : (
              <StaticNavBar
                {...nav}
                onGroupClick={(group) => requestShell({ kind: 'openNavGroup', group })}
              />
            )
          }
          mobileNav={
            shell ? (
              <shell.ui.ShellMobileNav
                actors={shell.actors}
                nav={nav}
                intent={shell.intent}
                header={<div css={styles.drawerBadge}>{tierBadge}</div>}
              />
            ) : (
              <MenuButton
                label={t('nav:openMenu')}
                onClick={() => requestShell({ kind: 'openMenu', menu: 'mobileNav' })}
              />
            )
          }
          utilities={
            <>
              <div css={styles.desktopOnly}>{tierBadge}</div>
              {shell ? (
                <shell.ui.ShellPalette actors={shell.actors} intent={shell.intent} />
              ) : (
                <SearchButton
                  label={t('palette.buttonLabel', { hotkey: paletteHotkey() })}
                  onOpen={openPalette}
                />
              )}
              {shell ? (
                <shell.ui.ShellNotifications actors={shell.actors} intent={shell.intent} />
              ) : (
                <BellButton
                  label={t('notifications.bell')}
                  onClick={openNotifications}
                  onPointerDown={openNotifications}
                />
              )}
              {shell ? (
                <shell.ui.ShellControls actors={shell.actors} intent={shell.intent} />
              ) : (
                <StaticHeaderControls
                  language={language}
                  scheme={scheme}
                  onLanguage={() => requestShell({ kind: 'openMenu', menu: 'language' })}
                  onTheme={() => requestShell({ kind: 'openMenu', menu: 'theme' })}
                  onLogin={() => requestShell({ kind: 'login' })}
                  labels={{
                    language: t('language.current', { name: languageNames[language] }),
                    theme: t('theme.current', { name: t(`theme.${themePreference}`) }),
                    login: t('account.login'),
                  }}
                />
              )}
            </>
          }
        />
        <Suspense fallback={<p css={styles.loading}>{t('loading')}</p>}>
          <main id="main" tabIndex={-1} css={styles.mainLandmark}>
            {/* The path, not the location key: a screen that keeps its filters in the query string must not
                lose the focus of its search box to the title on every keystroke. */}
            <PageTitle handle={handle} locationKey={location.pathname} />
            <div css={styles.main}>
              {shell ? <shell.ui.ShellStorageNotice /> : null}
              {shellFailed ? (
                // Plain on purpose: it is drawn when a chunk failed, so it uses only first-paint code.
                <p role="alert" css={styles.shellFailed} data-testid="shell-failed">
                  {t('shellFailed.message')}{' '}
                  <Button compact onClick={() => window.location.reload()}>
                    {t('shellFailed.reload')}
                  </Button>
                </p>
              ) : null}
              {/* Pages are prerendered without a query: a screen opened with one starts again with it. */}
              <Outlet key={openedWithQuery ? 'query' : 'page'} />
            </div>
          </main>
        </Suspense>
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
          copyright={t('footer.copyright', { year: worldToday().slice(0, 4) })}
        />
      </div>
      {shell ? <shell.ui.ShellToasts actors={shell.actors} /> : null}
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
  loading: (theme: Theme) => ({ padding: theme.space(6, 4), color: theme.colors.textMuted, flex: 1 }),
  shellFailed: (theme: Theme) => ({
    marginBlockEnd: theme.space(4),
    padding: theme.space(3, 4),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.roles.danger.outline}`,
    background: theme.roles.danger.background,
  }),
  desktopOnly: (theme: Theme) => ({ [theme.mq.belowMd]: { display: 'none' } }),
  drawerBadge: (theme: Theme) => ({ marginBlock: theme.space(2, 4) }),
};
