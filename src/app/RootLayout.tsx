/**
 * The shared layout of every route: header with navigation and controls, the page title, the screen,
 * the footer and the toasts. It maps the shell actors' snapshots to the presentational components.
 */
import type { Theme } from '@emotion/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { AccountMenu } from '../components/shell/AccountMenu';
import { AppHeader } from '../components/shell/AppHeader';
import { LanguageSwitcher } from '../components/shell/LanguageSwitcher';
import { MobileNav } from '../components/shell/MobileNav';
import { NavBar } from '../components/shell/NavBar';
import { PageHeader } from '../components/shell/PageHeader';
import { SiteFooter } from '../components/shell/SiteFooter';
import { SkipLink } from '../components/shell/SkipLink';
import { ThemeSwitcher } from '../components/shell/ThemeSwitcher';
import { TierBadge } from '../components/shell/TierBadge';
import { ToastViewport } from '../components/shell/ToastViewport';
import { routePaths } from '../data/routes';
import { selectColorScheme, selectPreference } from '../machines/colorScheme.machine';
import { directionOf, selectLanguage, supportedLanguages } from '../machines/language.machine';
import { mobileNavMachine, selectIsOpen } from '../machines/mobileNav.machine';
import { selectIsLoggedIn } from '../machines/session.machine';
import { selectQueuedCount, selectVisibleToasts } from '../machines/toastQueue.machine';
import {
  ColorSchemeContext,
  LanguageContext,
  SessionContext,
  ToastContext,
  useToast,
} from '../platform/shellActors';
import { buildFooterColumns, buildLegalLinks, buildNavModel } from './navModel';
import type { RouteHandle } from './routes';

/** Each language named in itself, so it can be found whatever the current language. */
const languageNames: Record<(typeof supportedLanguages)[number], string> = {
  en: 'English',
  zh: '中文',
  ar: 'العربية',
  es: 'Español',
  ru: 'Русский',
};
const languageOptions = supportedLanguages.map((code) => ({ code, name: languageNames[code] }));

function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  return (matches[matches.length - 1]?.handle ?? {}) as RouteHandle;
}

function PageTitle({ handle, locationKey }: { handle: RouteHandle; locationKey: string }) {
  const { t } = useTranslation(handle.routeId ?? 'common');
  const appName = t('common:appName');
  if (!handle.routeId) {
    return <title>{`${t('common:notFound.title')} · ${appName}`}</title>;
  }
  const title = t('title');
  return (
    <>
      <title>{`${title} · ${appName}`}</title>
      <PageHeader title={title} locationKey={locationKey} />
    </>
  );
}

export function RootLayout() {
  const { t } = useTranslation(['common', 'nav']);
  const location = useLocation();
  const handle = useRouteHandle();

  const language = LanguageContext.useSelector(selectLanguage);
  const languageActor = LanguageContext.useActorRef();
  const dir = directionOf(language);

  const preference = ColorSchemeContext.useSelector(selectPreference);
  const scheme = ColorSchemeContext.useSelector(selectColorScheme);
  const colorSchemeActor = ColorSchemeContext.useActorRef();

  const loggedIn = SessionContext.useSelector(selectIsLoggedIn);
  const sessionActor = SessionContext.useActorRef();

  const toastActor = ToastContext.useActorRef();
  const toasts = ToastContext.useSelector(selectVisibleToasts);
  const queued = ToastContext.useSelector(selectQueuedCount);
  const toast = useToast();

  const mobileNav = useActorRef(mobileNavMachine);
  const mobileNavOpen = useSelector(mobileNav, selectIsOpen);
  useEffect(() => {
    mobileNav.send({ type: 'route.changed' });
  }, [location.key, mobileNav]);

  const nav = useMemo(() => buildNavModel(t, handle.routeId), [t, handle.routeId, language]);
  const tierBadge = (
    <TierBadge label={t('tier.gold')} tooltip={t('tier.tooltip')} to={routePaths.membershipPackages} />
  );

  return (
    <>
      <SkipLink label={t('skipToContent')} />
      <div css={styles.page}>
        <AppHeader
          brand={t('appName')}
          homeLabel={t('nav:home')}
          nav={<NavBar {...nav} dir={dir} />}
          mobileNav={
            <MobileNav
              {...nav}
              open={mobileNavOpen}
              onOpenChange={(open) => mobileNav.send({ type: open ? 'user.open' : 'user.close' })}
              openLabel={t('nav:openMenu')}
              closeLabel={t('nav:closeMenu')}
              title={t('nav:menuTitle')}
              header={<div css={styles.drawerBadge}>{tierBadge}</div>}
            />
          }
          utilities={
            <>
              <div css={styles.desktopOnly}>{tierBadge}</div>
              <LanguageSwitcher
                options={languageOptions}
                value={language}
                label={t('language.label')}
                triggerLabel={t('language.current', { name: languageNames[language] })}
                onChange={(code) => languageActor.send({ type: 'user.select', language: code })}
              />
              <ThemeSwitcher
                value={preference}
                scheme={scheme}
                onChange={(next) => colorSchemeActor.send({ type: 'user.select', preference: next })}
                labels={{
                  menu: t('theme.label'),
                  trigger: t('theme.current', { name: t(`theme.${preference}`) }),
                  system: t('theme.system'),
                  light: t('theme.light'),
                  dark: t('theme.dark'),
                }}
              />
              <AccountMenu
                loggedIn={loggedIn}
                onLogin={() => sessionActor.send({ type: 'user.login' })}
                onLogout={() => sessionActor.send({ type: 'user.logout' })}
                initials="SR"
                links={{
                  profile: routePaths.memberProfile,
                  membership: routePaths.membershipPackages,
                  settings: `${routePaths.memberProfile}?tab=settings`,
                }}
                labels={{
                  login: t('account.login'),
                  menu: t('account.menu'),
                  memberName: t('account.memberName'),
                  profile: t('account.profile'),
                  membership: t('account.membership'),
                  settings: t('account.settings'),
                  logout: t('account.logout'),
                }}
              />
            </>
          }
        />
        <Suspense fallback={<p css={styles.loading}>{t('loading')}</p>}>
          <PageTitle handle={handle} locationKey={location.key} />
          <main id="main" tabIndex={-1} css={styles.main}>
            <Outlet />
          </main>
        </Suspense>
        <SiteFooter
          brand={t('appName')}
          tagline={t('footer.tagline')}
          columns={buildFooterColumns(t)}
          legalTitle={t('footer.legal')}
          legalLinks={buildLegalLinks(t)}
          onLegalLink={(id) => toast({ tone: 'info', title: t('footer.comingSoon', { page: t(`footer.${id}`) }) })}
          statusLabel={t('footer.status')}
          copyright={t('footer.copyright', { year: new Date().getFullYear() })}
        />
      </div>
      <ToastViewport
        toasts={toasts}
        queuedLabel={queued > 0 ? t('toast.queued', { count: queued }) : undefined}
        onDismiss={(id) => toastActor.send({ type: 'user.dismiss', id })}
        onPause={() => toastActor.send({ type: 'user.pause' })}
        onResume={() => toastActor.send({ type: 'user.resume' })}
        dir={dir}
        labels={{ region: t('toast.region', { hotkey: 'F8' }), dismiss: t('toast.dismiss') }}
      />
    </>
  );
}

const styles = {
  page: { display: 'flex', flexDirection: 'column' as const, minHeight: '100vh' },
  main: (theme: Theme) => ({
    flex: 1,
    width: '100%',
    maxWidth: 1232,
    marginInline: 'auto',
    padding: theme.space(6, 4, 10),
    '&:focus': { outline: 'none' },
  }),
  loading: (theme: Theme) => ({ padding: theme.space(6, 4), color: theme.colors.textMuted, flex: 1 }),
  desktopOnly: (theme: Theme) => ({ [theme.mq.belowMd]: { display: 'none' } }),
  drawerBadge: (theme: Theme) => ({ marginBlock: theme.space(2, 4) }),
};
