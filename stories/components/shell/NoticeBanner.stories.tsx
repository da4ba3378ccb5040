import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { NoticeBanner } from '../../../src/components/shell/NoticeBanner';
import { en } from '../../support/english';
import { loadStoryStrings } from '../../support/storyI18n';

const enProfile = (await loadStoryStrings('en', ['memberProfile'])).t;

// Each notice renders its message in the toolbar's language; args carry the English for Controls.
const meta = {
  title: 'Components/Shell/NoticeBanner',
  component: NoticeBanner,
  args: {
    tone: 'warning',
    message: en('common:storage.recovered'),
    dismissLabel: en('common:storage.dismiss'),
    onDismiss: fn(),
  },
  // The success notice's text is the profile's: loaded before rendering in the story's language.
  parameters: { i18nNamespaces: ['memberProfile'] },
  render: function Render(args, { parameters }) {
    const { t } = useTranslation(['common', 'memberProfile']);
    // A story may name its message (two notices share the warning tone).
    const key =
      (parameters as { messageKey?: string }).messageKey ??
      (args.tone === 'danger'
        ? 'storage.writeFailed'
        : args.tone === 'success'
          ? 'memberProfile:data.done.reset'
          : 'storage.recovered');
    return (
      <NoticeBanner
        {...args}
        message={t(key)}
        dismissLabel={t('storage.dismiss')}
        action={args.action ? { ...args.action, label: t('storage.download') } : undefined}
      />
    );
  },
} satisfies Meta<typeof NoticeBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A record that could not be read: the sample state, and the copy kept for download. */
export const Recovered: Story = {
  args: { action: { label: en('common:storage.download'), onClick: fn() } },
  play: async ({ args, canvas, userEvent, step }) => {
    await step('is an alert with its download and dismiss actions', async () => {
      await expect(canvas.getByRole('alert')).toHaveTextContent(en('common:storage.recovered'));
      await userEvent.click(canvas.getByRole('button', { name: en('common:storage.download') }));
      await expect(args.action?.onClick).toHaveBeenCalledOnce();
      await userEvent.click(canvas.getByRole('button', { name: en('common:storage.dismiss') }));
      await expect(args.onDismiss).toHaveBeenCalledOnce();
    });
  },
};

/** A record saved by a newer version: kept unchanged, this visit starts from the sample data. */
export const NewerVersion: Story = {
  args: { action: { label: en('common:storage.download'), onClick: fn() } },
  parameters: { messageKey: 'storage.newerVersion' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('common:storage.newerVersion'));
    await userEvent.click(canvas.getByRole('button', { name: en('common:storage.download') }));
    await expect(args.action?.onClick).toHaveBeenCalledOnce();
  },
};

/** Saving fails (quota, private mode): said once, the session goes on in memory. */
export const WriteFailed: Story = {
  args: { tone: 'danger' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(en('common:storage.writeFailed'));
    await expect(canvas.queryByRole('button', { name: en('common:storage.download') })).toBeNull();
  },
};

/** Good news (a reset) is a polite status, not an alert. */
export const Success: Story = {
  args: { tone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(enProfile('memberProfile:data.done.reset'));
  },
};

export const RecoveredArabic: Story = {
  ...Recovered,
  play: undefined,
  globals: { locale: 'ar' },
};

export const RecoveredPhone: Story = {
  ...Recovered,
  play: undefined,
  globals: { viewport: { value: 'phone390', isRotated: false } },
};
