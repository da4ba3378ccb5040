import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { ToastItems } from '../../../src/components/shell/ToastItems';
import { ToastViewport } from '../../../src/components/shell/ToastViewport';
import { en } from '../../support/english';
import { liveToastRegion, sampleToasts } from '../../support/sampleToasts';
import { docsFrame, loadedI18n, useDirection } from '../../support/storyKit';

const english = sampleToasts(en);

/*
 * Timing lives in the toast-queue machine, so every toast here stays until dismissed. The args hold
 * English toasts; the render swaps each for the same toast (same id) in the toolbar's language.
 */
const meta = {
  title: 'Components/Shell/ToastViewport',
  component: ToastViewport,
  args: {
    toasts: [],
    onDismiss: fn(),
    onAction: fn(),
    onPause: fn(),
    onResume: fn(),
    dir: 'ltr',
    labels: { region: en('toast.region', { hotkey: 'F8' }), dismiss: en('toast.dismiss') },
    items: ToastItems,
  },
  argTypes: {
    items: { control: false },
    toasts: { control: false },
    dir: { control: false },
    labels: { control: false },
    queuedLabel: { control: false },
  },
  render: function Render(args) {
    const { t } = useTranslation('common');
    const translated = Object.values(sampleToasts(t));
    const queued = args.queuedLabel ? t('toast.queued', { count: 2 }) : undefined;
    return (
      <ToastViewport
        {...args}
        toasts={args.toasts.map((toast) => translated.find((sample) => sample.id === toast.id) ?? toast)}
        queuedLabel={queued}
        dir={useDirection()}
        labels={{ region: t('toast.region', { hotkey: 'F8' }), dismiss: t('toast.dismiss') }}
      />
    );
  },
  parameters: { layout: 'fullscreen', docs: { story: docsFrame(420) } },
  // The viewport is fixed to the bottom corner; give the canvas the height of a page.
  decorators: [
    (Story) => (
      <div css={{ minBlockSize: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToastViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Single: Story = {
  args: { toasts: [english.loggedIn] },
  play: async ({ args, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    const region = await liveToastRegion(t);
    await step('the toast is announced in the notifications region', async () => {
      await expect(await within(region).findByText(t('account.loggedIn'))).toBeVisible();
    });
    await step('the pointer on the toast pauses the queue, leaving it resumes', async () => {
      const toast = within(region).getByRole('listitem');
      await userEvent.hover(toast);
      await expect(args.onPause).toHaveBeenCalled();
      await expect(args.onResume).not.toHaveBeenCalled();
      await userEvent.unhover(toast);
      await expect(args.onResume).toHaveBeenCalledOnce();
    });
    await step('its close button reports the toast id', async () => {
      await userEvent.click(within(region).getByRole('button', { name: t('toast.dismiss') }));
      await expect(args.onDismiss).toHaveBeenCalledWith('toast-1');
    });
  },
};

// The most the queue shows at once, one of each tone.
export const Stack: Story = { args: { toasts: [english.loggedIn, english.language, english.legal] } };

// Three visible and more waiting: the count says so.
export const WithQueued: Story = {
  args: {
    toasts: [english.loggedIn, english.language, english.legal],
    queuedLabel: en('toast.queued', { count: 2 }),
  },
};

// A title and a description long enough to wrap, in the danger tone (announced assertively).
export const LongText: Story = { args: { toasts: [english.error] } };

/** A new notification's toast: View opens its item (the toast closes too). */
export const WithView: Story = {
  args: { toasts: [english.notification] },
  play: async ({ args, loaded, userEvent }) => {
    const { t } = loadedI18n(loaded);
    const region = await liveToastRegion(t);
    await userEvent.click(await within(region).findByRole('button', { name: t('notifications.view') }));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'toast-5' }));
  },
};

/** A new version is waiting: Reload hands over to it (the shell's toast, without a timer). */
export const UpdateAvailable: Story = {
  args: { toasts: [english.update] },
  play: async ({ args, loaded, userEvent }) => {
    const { t } = loadedI18n(loaded);
    const region = await liveToastRegion(t);
    await expect(await within(region).findByText(t('update.available'))).toBeVisible();
    await userEvent.click(within(region).getByRole('button', { name: t('update.reload') }));
    await expect(args.onAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'app-update' }));
  },
};
