/**
 * The header menu that picks one setting (the language and theme menus are two uses of it): the chosen
 * item is checked, and picking another hands its value up.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChoiceMenu } from '../../../src/components/shell/ChoiceMenu';
import { docsFrame } from '../../support/storyKit';

const meta = {
  title: 'Components/Shell/ChoiceMenu',
  parameters: { docs: { story: docsFrame(320) } },
  component: ChoiceMenu<'light' | 'dark' | 'system'>,
  args: {
    trigger: <button type="button">Theme</button>,
    label: 'Theme',
    choices: [
      { value: 'light', content: 'Light' },
      { value: 'dark', content: 'Dark' },
      { value: 'system', content: 'System' },
    ],
    value: 'dark',
    onChange: fn(),
    defaultOpen: true,
  },
} satisfies Meta<typeof ChoiceMenu<'light' | 'dark' | 'system'>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open, with the current choice checked; picking another hands its value up. */
export const Open: Story = {
  play: async ({ args }) => {
    const page = within(document.body);
    const menu = await page.findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Light' }));
    await expect(args.onChange).toHaveBeenCalledWith('light');
  },
};

/** Closed: only the trigger shows; it opens the menu. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Theme' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    await expect(await within(document.body).findByRole('menu')).toBeVisible();
  },
};

/** An item whose text is in another language says so (`lang`). */
export const ItemInItsOwnLanguage: Story = {
  args: {
    label: 'Language',
    trigger: <button type="button">Language</button>,
    choices: [
      { value: 'light', content: 'English', lang: 'en' },
      { value: 'dark', content: 'العربية', lang: 'ar' },
    ],
  },
  play: async () => {
    const item = await within(document.body).findByRole('menuitemradio', { name: 'العربية' });
    await expect(item).toHaveAttribute('lang', 'ar');
  },
};
