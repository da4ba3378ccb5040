import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { buildNavModel } from '../../../src/app/navModel';
import { MobileNav } from '../../../src/components/shell/MobileNav';
import { TierBadgeLink } from '../../../src/components/shell/TierBadgeLink';
import { routePaths } from '../../../src/data/routes';
import { en } from '../../support/english';
import { docsFrame, loadedI18n, useNavModel, withHeaderBand } from '../../support/storyKit';

/*
 * The navigation below 768 px: a menu button and a side panel (Radix Dialog). `open` is controlled;
 * the story holds it in local state that starts from the `open` arg, so the button and Esc work in the
 * canvas. (Not `useArgs`: its re-render clears the `fn()` spies before the play can check them.)
 */
const meta = {
  title: 'Components/Shell/MobileNav',
  component: MobileNav,
  args: {
    ...buildNavModel(en),
    currentId: 'dashboard',
    open: false,
    onOpenChange: fn(),
    openLabel: en('nav:openMenu'),
    closeLabel: en('nav:closeMenu'),
    title: en('nav:menuTitle'),
  },
  argTypes: {
    label: { control: false },
    direct: { control: false },
    groups: { control: false },
    header: { control: false },
    openLabel: { control: false },
    closeLabel: { control: false },
    title: { control: false },
  },
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    useEffect(() => setOpen(args.open), [args.open]);
    const { t } = useTranslation(['nav', 'common']);
    return (
      <MobileNav
        {...args}
        {...useNavModel(args.currentId)}
        openLabel={t('nav:openMenu')}
        closeLabel={t('nav:closeMenu')}
        title={t('nav:menuTitle')}
        header={<TierBadgeLink label={t('common:tier.gold')} to={routePaths.membershipPackages} />}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    );
  },
  parameters: { layout: 'fullscreen', docs: { story: docsFrame(760) } },
  decorators: [withHeaderBand()],
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ args, canvas, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    const body = within(document.body);
    await step('the menu button opens the panel and focus moves into it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('nav:openMenu') }));
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
      const dialog = await body.findByRole('dialog', { name: t('nav:menuTitle') });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    });
    await step('Esc closes it and focus returns to the menu button', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(canvas.getByRole('button', { name: t('nav:openMenu') })).toHaveFocus();
    });
  },
};

export const Open: Story = { args: { open: true } };

// The panel slides in from the right and the lists read right to left.
export const Arabic: Story = { args: { open: true }, globals: { locale: 'ar' } };
