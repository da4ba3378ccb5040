import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { buildNavModel } from '../../../src/app/navModel';
import { NavBar } from '../../../src/components/shell/NavBar';
import { en } from '../../support/english';
import { loadedI18n, useDirection, useNavModel, withHeaderBand } from '../../support/storyKit';

// The desktop navigation. Its text and direction follow the locale toolbar (the English args only type it).
const meta = {
  title: 'Components/Shell/NavBar',
  component: NavBar,
  args: { ...buildNavModel(en), dir: 'ltr' },
  argTypes: {
    label: { control: false },
    direct: { control: false },
    groups: { control: false },
    dir: { control: false },
    defaultOpenGroup: {
      control: 'select',
      options: [undefined, 'trading', 'operations', 'finance', 'system', 'account'],
    },
  },
  render: function Render(args) {
    const nav = useNavModel(args.currentId);
    return <NavBar {...args} {...nav} dir={useDirection()} />;
  },
  // Room below the band for the longest menu (Trading, eight links).
  decorators: [withHeaderBand(480)],
} satisfies Meta<typeof NavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

export const TradingOpen: Story = { args: { defaultOpenGroup: 'trading' } };

export const OperationsOpen: Story = { args: { defaultOpenGroup: 'operations' } };

export const FinanceOpen: Story = { args: { defaultOpenGroup: 'finance' } };

export const SystemOpen: Story = { args: { defaultOpenGroup: 'system' } };

export const AccountOpen: Story = { args: { defaultOpenGroup: 'account' } };

// The current route's link carries aria-current="page" and its group's trigger is underlined.
export const CurrentRouteMarked: Story = {
  args: { currentId: 'tradeMatching', defaultOpenGroup: 'trading' },
  play: async ({ canvas, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('the link of the current route is marked as the page', async () => {
      await expect(canvas.getByRole('link', { name: t('nav:links.tradeMatching') })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
    await step('and its group trigger carries data-current', async () => {
      await expect(canvas.getByRole('button', { name: t('nav:groups.trading') })).toHaveAttribute(
        'data-current',
      );
    });
  },
};

// Mirrored: the menus open from the right and the arrow keys swap.
export const Arabic: Story = { args: { defaultOpenGroup: 'trading' }, globals: { locale: 'ar' } };

export const KeyboardNavigation: Story = {
  play: async ({ canvas, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    const trading = canvas.getByRole('button', { name: t('nav:groups.trading') });
    await step('Tab reaches the Trading trigger after the three direct links', async () => {
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await userEvent.tab();
      await expect(trading).toHaveFocus();
      await expect(trading).toHaveAttribute('aria-expanded', 'false');
    });
    await step('Enter opens its menu', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(trading).toHaveAttribute('aria-expanded', 'true');
      await expect(await canvas.findByRole('link', { name: t('nav:links.explorer') })).toBeVisible();
    });
    await step('ArrowDown moves into the menu', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await expect(canvas.getByRole('link', { name: t('nav:links.explorer') })).toHaveFocus();
    });
    await step('Esc closes it and returns focus to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(trading).toHaveAttribute('aria-expanded', 'false'));
      await expect(trading).toHaveFocus();
    });
  },
};
