/**
 * The shell runtime chunk: the interactive header controls, navigation menus, mobile panel and toasts,
 * wired to the shell actors. Loaded at the member's first sign of intent (see `shellContext.ts`);
 * everything here replaces a static look-alike without moving a pixel, and replays the interaction
 * (`intent`) the member started on that look-alike.
 */
import { useScreenText } from './screenText';
import { useActorRef, useSelector } from '@xstate/react';
import { Direction } from 'radix-ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { TooltipProvider } from '../components/primitives/Tooltip';
import { AccountMenu } from '../components/shell/AccountMenu';
import { LanguageSwitcher } from '../components/shell/LanguageSwitcher';
import { MobileNav } from '../components/shell/MobileNav';
import { NavBar } from '../components/shell/NavBar';
import type { NavModel } from '../components/shell/navTypes';
import { ThemeSwitcher } from '../components/shell/ThemeSwitcher';
import { NoticeBanner, type NoticeTone } from '../components/shell/NoticeBanner';
import { paletteHotkey, SearchButton } from '../components/shell/SearchButton';
import { isPaletteShortcut } from '../components/shell/paletteShortcut';
import { bellBadgeText } from '../components/shell/BellBadge';
import { NotificationCentre } from '../components/shell/NotificationCentre';
import { TierBadge } from '../components/shell/TierBadge';
import { ToastViewport } from '../components/shell/ToastViewport';
import { profileInitials } from '../data/memberProfile';
import { sampleMember, sampleProfileFields } from '../data/memberProfileFields';
import { routePaths } from '../data/routes';
import { selectColorScheme, selectPreference } from '../machines/colorScheme.machine';
import { selectDirection, selectLanguage } from '../machines/language.machine';
import { mobileNavMachine, selectIsOpen } from '../machines/mobileNav.machine';
import { selectIsLoggedIn } from '../machines/session.machine';
import { selectQueuedCount, selectVisibleToasts } from '../machines/toastQueue.machine';
import {
  selectNotice,
  selectNotifications,
  selectProfile,
  selectTier,
  type StorageNotice as Notice,
} from '../machines/memberStore.machine';
import { languageNames, languageOptions } from './languageNames';
import { useNotificationText, confirmedByItsScreen } from './notificationText';
import { personName } from './companyName';
import { exportMemberData, useMember, useMemberStore } from './memberStore';
import { useDeferredModule } from './deferredModule';
import { saveFile } from './saveFile';
import type { ShellActors } from './shellActors';
import type { ShellIntent } from './shellContext';

export { createShellActors, stopShellActors } from './shellActors';

/** Radix components read the reading direction from here, so menus and arrows mirror in Arabic. */
function RadixScope({ actors, children }: { actors: ShellActors; children: ReactNode }) {
  const dir = useSelector(actors.language, selectDirection);
  return (
    <Direction.Provider dir={dir}>
      <TooltipProvider delayDuration={300}>{children}</TooltipProvider>
    </Direction.Provider>
  );
}

interface RuntimeProps {
  actors: ShellActors;
  intent: ShellIntent | null;
}

export function ShellNavBar({ actors, nav, intent }: RuntimeProps & { nav: NavModel }) {
  const dir = useSelector(actors.language, selectDirection);
  const openGroup = intent?.kind === 'openNavGroup' ? intent.group : undefined;
  return <NavBar {...nav} dir={dir} defaultOpenGroup={openGroup} />;
}

export function ShellMobileNav({
  actors,
  nav,
  header,
  intent,
}: RuntimeProps & { nav: NavModel; header: ReactNode }) {
  const { t } = useScreenText('nav');
  const mobileNav = useActorRef(mobileNavMachine);
  const openOnArrival = intent?.kind === 'openMenu' && intent.menu === 'mobileNav';
  useEffect(() => {
    if (openOnArrival) mobileNav.send({ type: 'user.open' });
  }, [openOnArrival, mobileNav]);
  const open = useSelector(mobileNav, selectIsOpen);
  const { key } = useLocation();
  useEffect(() => {
    mobileNav.send({ type: 'route.changed' });
  }, [key, mobileNav]);
  return (
    <RadixScope actors={actors}>
      <MobileNav
        {...nav}
        open={open}
        onOpenChange={(next) => mobileNav.send({ type: next ? 'user.open' : 'user.close' })}
        openLabel={t('openMenu')}
        closeLabel={t('closeMenu')}
        title={t('menuTitle')}
        header={header}
      />
    </RadixScope>
  );
}

/** The member's tier, from the store: an upgrade changes it on every route at once. */
export function ShellTierBadge({ actors }: { actors: ShellActors }) {
  const { t } = useScreenText('common');
  const tier = useMember(selectTier);
  return (
    <RadixScope actors={actors}>
      <TierBadge label={t(`tier.${tier}`)} tooltip={t('tier.tooltip')} to={routePaths.membershipPackages} />
    </RadixScope>
  );
}

const noticeTone: Record<Notice, NoticeTone> = {
  recovered: 'warning',
  newerVersion: 'warning',
  writeFailed: 'danger',
};

/** What the member is told about their saved data, until they dismiss it. */
export function ShellStorageNotice() {
  const { t } = useScreenText('common');
  const store = useMemberStore();
  const notice = useMember(selectNotice);
  if (!notice) return null;
  const keptCopy = notice === 'recovered' || notice === 'newerVersion';
  return (
    <NoticeBanner
      tone={noticeTone[notice]}
      message={t(`storage.${notice}`)}
      dismissLabel={t('storage.dismiss')}
      onDismiss={() => store.send({ type: 'user.dismissNotice' })}
      action={
        keptCopy
          ? {
              label: t('storage.download'),
              onClick: () =>
                saveFile({
                  name: 'silk-road-trade-data.json',
                  content: exportMemberData(),
                  type: 'application/json;charset=utf-8',
                }),
            }
          : undefined
      }
    />
  );
}

export function ShellControls({ actors, intent }: RuntimeProps) {
  const { t } = useScreenText('common');
  const loginOnArrival = intent?.kind === 'login';
  useEffect(() => {
    if (loginOnArrival) actors.session.send({ type: 'user.login' });
  }, [loginOnArrival, actors]);
  const openMenu = intent?.kind === 'openMenu' ? intent.menu : undefined;
  const language = useSelector(actors.language, selectLanguage);
  const preference = useSelector(actors.colorScheme, selectPreference);
  const scheme = useSelector(actors.colorScheme, selectColorScheme);
  const loggedIn = useSelector(actors.session, selectIsLoggedIn);
  const profile = useMember(selectProfile);
  // The sample member goes by their name in the language of the moment; a name the member saved, as typed.
  const memberName = profile.name === sampleProfileFields.name ? personName(t, sampleMember) : profile.name;
  return (
    <RadixScope actors={actors}>
      <LanguageSwitcher
        defaultOpen={openMenu === 'language'}
        options={languageOptions}
        value={language}
        label={t('language.label')}
        triggerLabel={t('language.current', { name: languageNames[language] })}
        onChange={(code) => actors.language.send({ type: 'user.select', language: code })}
      />
      <ThemeSwitcher
        defaultOpen={openMenu === 'theme'}
        value={preference}
        scheme={scheme}
        onChange={(next) => actors.colorScheme.send({ type: 'user.select', preference: next })}
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
        onLogin={() => actors.session.send({ type: 'user.login' })}
        onLogout={() => actors.session.send({ type: 'user.logout' })}
        initials={profileInitials(memberName)}
        links={{
          profile: routePaths.memberProfile,
          membership: routePaths.membershipPackages,
          settings: `${routePaths.memberProfile}?tab=settings`,
        }}
        labels={{
          login: t('account.login'),
          menu: t('account.menu'),
          memberName: memberName || t('account.memberName'),
          profile: t('account.profile'),
          membership: t('account.membership'),
          settings: t('account.settings'),
          logout: t('account.logout'),
        }}
      />
    </RadixScope>
  );
}

/** The bell with the unread count and the list of the member's notifications in a popover. */
export function ShellNotifications({ actors, intent }: RuntimeProps) {
  const { t } = useScreenText('common');
  const store = useMemberStore();
  const notifications = useMember(selectNotifications);
  const dir = useSelector(actors.language, selectDirection);
  const messageOf = useNotificationText();
  const count = notifications.filter((notification) => !notification.read).length;
  return (
    <RadixScope actors={actors}>
      <NotificationCentre
        count={count}
        bellLabel={
          count > 0
            ? t('notifications.bellUnread', { count, shown: bellBadgeText(count) })
            : t('notifications.bell')
        }
        defaultOpen={intent?.kind === 'openNotifications'}
        dir={dir}
        items={notifications.map((notification) => ({
          id: notification.id,
          kind: notification.kind,
          message: messageOf(notification).message,
          time: messageOf(notification).time,
          at: notification.at,
          link: notification.link,
          read: notification.read,
        }))}
        labels={{
          heading: t('notifications.heading'),
          markAllRead: t('notifications.markAllRead'),
          markRead: t('notifications.markRead'),
          unread: t('notifications.unread'),
          emptyTitle: t('notifications.emptyTitle'),
          emptyBody: t('notifications.emptyBody'),
        }}
        onOpen={(id) => store.send({ type: 'notification.markRead', id })}
        onMarkRead={(id) => store.send({ type: 'notification.markRead', id })}
        onMarkAllRead={() => store.send({ type: 'notification.markAllRead' })}
      />
    </RadixScope>
  );
}

/**
 * A toast for each notification that arrives while the app is open, with View to open its item
 * (the toast is the transient view; the list keeps it). Those already in the list when the runtime
 * arrived are not toasted again; the screen that confirms a send, a payment or a deploy itself shows
 * no second toast while it is open.
 */
function useNotificationToasts(actors: ShellActors) {
  const { t } = useScreenText('common');
  const notifications = useMember(selectNotifications);
  const messageOf = useNotificationText();
  const { pathname } = useLocation();
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (seen.current === null) {
      seen.current = new Set(notifications.map((notification) => notification.id));
      return;
    }
    for (const notification of notifications) {
      if (seen.current.has(notification.id)) continue;
      seen.current.add(notification.id);
      if (notification.read) continue;
      const ownScreen = notification.link.split('?')[0] === pathname;
      if (ownScreen && confirmedByItsScreen(notification.kind)) continue;
      actors.toasts.send({
        type: 'toast.add',
        toast: {
          tone: notification.kind === 'sensor' ? 'warning' : 'info',
          title: messageOf(notification).message,
          action: { label: t('notifications.view'), link: notification.link },
        },
      });
    }
  }, [notifications, actors, messageOf, pathname, t]);
}

export function ShellToasts({ actors }: { actors: ShellActors }) {
  const { t } = useScreenText('common');
  const navigate = useNavigate();
  const store = useMemberStore();
  useNotificationToasts(actors);
  const toasts = useSelector(actors.toasts, selectVisibleToasts);
  const queued = useSelector(actors.toasts, selectQueuedCount);
  const dir = useSelector(actors.language, selectDirection);
  return (
    <RadixScope actors={actors}>
      <ToastViewport
        toasts={toasts}
        queuedLabel={queued > 0 ? t('toast.queued', { count: queued }) : undefined}
        onDismiss={(id) => actors.toasts.send({ type: 'user.dismiss', id })}
        onAction={(toast) => {
          if (!toast.action) return;
          const notification = store
            .getSnapshot()
            .context.record.notifications.find((item) => item.link === toast.action?.link && !item.read);
          if (notification) store.send({ type: 'notification.markRead', id: notification.id });
          void navigate(toast.action.link);
        }}
        onPause={() => actors.toasts.send({ type: 'user.pause' })}
        onResume={() => actors.toasts.send({ type: 'user.resume' })}
        dir={dir}
        labels={{ region: t('toast.region', { hotkey: 'F8' }), dismiss: t('toast.dismiss') }}
      />
    </RadixScope>
  );
}

const loadPalette = () => import('./CommandPaletteHost');

/**
 * The search button and the Ctrl+K / Cmd+K shortcut. The palette itself is its own chunk, loaded the
 * first time the member asks for it; an ask made on the first-paint button or shortcut is replayed.
 */
export function ShellPalette({ actors, intent }: RuntimeProps) {
  const { t } = useScreenText('common');
  const [openRequests, setOpenRequests] = useState(intent?.kind === 'openPalette' ? 1 : 0);
  const ask = () => setOpenRequests((count) => count + 1);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPaletteShortcut(event)) return;
      event.preventDefault();
      setOpenRequests((count) => count + 1);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  const Host = useDeferredModule(loadPalette, openRequests > 0)?.CommandPaletteHost;
  return (
    <>
      <SearchButton label={t('palette.buttonLabel', { hotkey: paletteHotkey() })} onOpen={ask} />
      {Host ? (
        <RadixScope actors={actors}>
          <Host actors={actors} openRequests={openRequests} />
        </RadixScope>
      ) : null}
    </>
  );
}
