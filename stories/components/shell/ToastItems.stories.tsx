import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toast as RadixToast } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { ToastItems } from '../../../src/components/shell/ToastItems';
import { liveToastRegion, sampleToasts } from '../../support/sampleToasts';
import { loadedI18n, useDirection } from '../../support/storyKit';

/**
 * The toasts of the stack, one per tone, each sliding in as it arrives (`joined`). The app loads them
 * with the first toast and renders them inside the viewport's Radix provider, as this story does.
 */
const meta = {
  title: 'Components/Shell/ToastItems',
  component: ToastItems,
  args: {
    toasts: [],
    onDismiss: fn(),
    onAction: fn(),
    onPause: fn(),
    onResume: fn(),
    dir: 'ltr',
    dismissLabel: 'Dismiss',
    joined: (): boolean => false,
  },
  argTypes: { toasts: { control: false }, dir: { control: false }, joined: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation('common');
    const dir = useDirection();
    const { loggedIn, legal, error, notification } = sampleToasts(t);
    const toasts = [loggedIn, legal, error, notification];
    return (
      <RadixToast.Provider duration={Number.POSITIVE_INFINITY} label={t('toast.region', { hotkey: 'F8' })}>
        <ToastItems {...args} toasts={toasts} dir={dir} dismissLabel={t('toast.dismiss')} />
        <RadixToast.Viewport
          label={t('toast.region', { hotkey: 'F8' })}
          css={{ listStyle: 'none', margin: 0, padding: 16, display: 'grid', gap: 8, maxInlineSize: 380 }}
        />
      </RadixToast.Provider>
    );
  },
} satisfies Meta<typeof ToastItems>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast of each tone: icon, title, a description and an action where they have one. */
export const EveryTone: Story = {
  play: async ({ args, loaded, userEvent }) => {
    const { t } = loadedI18n(loaded);
    const region = await liveToastRegion(t);
    await expect(await within(region).findAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(within(region).getByRole('button', { name: t('notifications.view') }));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'toast-5' }));
  },
};

/** Toasts that arrive after the stack first showed slide in from the screen's edge. */
export const Joining: Story = { args: { joined: () => true } };
