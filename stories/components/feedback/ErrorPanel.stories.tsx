import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { ErrorPanel } from '../../../src/components/feedback/ErrorPanel';
import { en } from '../../support/english';
import { loadedI18n } from '../../support/storyKit';

const meta = {
  title: 'Components/Feedback/ErrorPanel',
  component: ErrorPanel,
  args: {
    title: en('error.title'),
    body: en('error.body'),
    retryLabel: en('error.retry'),
    homeLabel: en('error.home'),
    detailsLabel: en('error.details'),
    onRetry: fn(),
  },
  argTypes: {
    title: { control: false },
    body: { control: false },
    retryLabel: { control: false },
    homeLabel: { control: false },
    detailsLabel: { control: false },
  },
  render: function Render(args) {
    const { t } = useTranslation('common');
    return (
      <ErrorPanel
        {...args}
        title={t('error.title')}
        body={t('error.body')}
        retryLabel={t('error.retry')}
        homeLabel={t('error.home')}
        detailsLabel={t('error.details')}
      />
    );
  },
} satisfies Meta<typeof ErrorPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    await step('the panel is an alert named by its title', async () => {
      await expect(canvas.getByRole('alert', { name: t('error.title') })).toBeVisible();
    });
    await step('Try again calls onRetry', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('error.retry') }));
      await expect(args.onRetry).toHaveBeenCalledTimes(1);
    });
  },
};

// The technical message, folded, so a member can pass it on.
export const WithDetails: Story = {
  args: { details: 'Error: Sample failure' },
  play: async ({ canvas, loaded, userEvent, step }) => {
    await step('the details open from their summary', async () => {
      await userEvent.click(canvas.getByText(loadedI18n(loaded).t('error.details')));
      await expect(canvas.getByText('Error: Sample failure')).toBeVisible();
    });
  },
};
