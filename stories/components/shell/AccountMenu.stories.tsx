import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { AccountMenu } from '../../../src/components/shell/AccountMenu';
import { routePaths } from '../../../src/data/routes';
import { en } from '../../support/english';
import { docsFrame, loadedI18n, withHeaderBand } from '../../support/storyKit';

const labelKeys = ['login', 'menu', 'memberName', 'profile', 'membership', 'settings', 'logout'] as const;
const labelsIn = (t: (key: string) => string) =>
  Object.fromEntries(labelKeys.map((key) => [key, t(`account.${key}`)])) as Record<
    (typeof labelKeys)[number],
    string
  >;

const meta = {
  title: 'Components/Shell/AccountMenu',
  parameters: { docs: { story: docsFrame(360) } },
  component: AccountMenu,
  args: {
    loggedIn: false,
    onLogin: fn(),
    onLogout: fn(),
    initials: 'SR',
    links: {
      profile: routePaths.memberProfile,
      membership: routePaths.membershipPackages,
      settings: `${routePaths.memberProfile}?tab=settings`,
    },
    labels: labelsIn(en),
  },
  argTypes: { labels: { control: false }, links: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation('common');
    return <AccountMenu {...args} labels={labelsIn(t)} />;
  },
  decorators: [withHeaderBand(300)],
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ args, canvas, loaded, userEvent, step }) => {
    await step('Login calls onLogin', async () => {
      await userEvent.click(canvas.getByRole('button', { name: loadedI18n(loaded).t('account.login') }));
      await expect(args.onLogin).toHaveBeenCalledTimes(1);
    });
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ args, canvas, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    const body = within(document.body);
    await step('the avatar opens the account menu from the keyboard', async () => {
      canvas.getByRole('button', { name: `SR, ${t('account.menu')}` }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(await body.findByRole('menu')).toBeVisible();
    });
    await step('Log out calls onLogout and closes the menu', async () => {
      await userEvent.click(body.getByRole('menuitem', { name: t('account.logout') }));
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    });
  },
};

export const MenuOpen: Story = {
  args: { loggedIn: true, defaultOpen: true },
  play: async ({ loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('the menu offers the account pages, then Log out', async () => {
      const menu = await within(document.body).findByRole('menu');
      await expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual([t('account.profile'), t('account.membership'), t('account.settings'), t('account.logout')]);
    });
  },
};
