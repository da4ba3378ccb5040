import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppHeader } from '../../../src/components/shell/AppHeader';
import { AccountMenu } from '../../../src/components/shell/AccountMenu';
import { LanguageSwitcher } from '../../../src/components/shell/LanguageSwitcher';
import { MobileNav } from '../../../src/components/shell/MobileNav';
import { NavBar } from '../../../src/components/shell/NavBar';
import { ThemeSwitcher } from '../../../src/components/shell/ThemeSwitcher';
import { TierBadge } from '../../../src/components/shell/TierBadge';
import { routePaths } from '../../../src/data/routes';
import { languageNames, languageOptions } from '../../../src/platform/languageNames';
import { en } from '../../support/english';
import { useDirection, useNavModel, useStoryLanguage } from '../../support/storyKit';

/** The header shows what is picked in the toolbars; the menus here only report. */
const ignore = () => {};

/** The parts, wired to local state the way the layout wires them to the shell actors. */
function useLiveParts(currentId: string) {
  const { t } = useTranslation(['common', 'nav']);
  const language = useStoryLanguage();
  const nav = useNavModel(currentId);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [loggedIn, setLoggedIn] = useState(false);
  const tierBadge = (
    <TierBadge label={t('tier.gold')} tooltip={t('tier.tooltip')} to={routePaths.membershipPackages} />
  );
  return {
    nav: <NavBar {...nav} dir={useDirection()} />,
    mobileNav: (
      <MobileNav
        {...nav}
        open={mobileOpen}
        onOpenChange={setMobileOpen}
        openLabel={t('nav:openMenu')}
        closeLabel={t('nav:closeMenu')}
        title={t('nav:menuTitle')}
        header={tierBadge}
      />
    ),
    utilities: (
      <>
        {tierBadge}
        <LanguageSwitcher
          options={languageOptions}
          value={language}
          onChange={ignore}
          label={t('language.label')}
          triggerLabel={t('language.current', { name: languageNames[language] })}
        />
        <ThemeSwitcher
          value="system"
          onChange={ignore}
          labels={{
            menu: t('theme.label'),
            trigger: t('theme.current', { name: t('theme.system') }),
            system: t('theme.system'),
            light: t('theme.light'),
            dark: t('theme.dark'),
          }}
        />
        <AccountMenu
          loggedIn={loggedIn}
          onLogin={() => setLoggedIn(true)}
          onLogout={() => setLoggedIn(false)}
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
    ),
  };
}

const meta = {
  title: 'Components/Shell/AppHeader',
  component: AppHeader,
  args: {
    brand: en('appName'),
    homeLabel: en('nav:home'),
    nav: null,
    mobileNav: null,
    utilities: null,
  },
  argTypes: {
    brand: { control: false },
    homeLabel: { control: false },
    nav: { control: false },
    mobileNav: { control: false },
    utilities: { control: false },
  },
  render: function Render(args) {
    const { t } = useTranslation(['common', 'nav']);
    const parts = useLiveParts('dashboard');
    return <AppHeader {...args} brand={t('appName')} homeLabel={t('nav:home')} {...parts} />;
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Arabic: Story = { globals: { locale: 'ar' } };
