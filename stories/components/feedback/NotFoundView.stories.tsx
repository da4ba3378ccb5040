import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { NotFoundView } from '../../../src/components/feedback/NotFoundView';
import { en } from '../../support/english';
import { loadedI18n } from '../../support/storyKit';

const meta = {
  title: 'Components/Feedback/NotFoundView',
  component: NotFoundView,
  args: {
    code: en('notFound.code'),
    heading: en('notFound.heading'),
    body: en('notFound.body'),
    homeLabel: en('notFound.home'),
  },
  argTypes: {
    code: { control: false },
    heading: { control: false },
    body: { control: false },
    homeLabel: { control: false },
  },
  render: function Render(args) {
    const { t } = useTranslation('common');
    return (
      <NotFoundView
        {...args}
        code={t('notFound.code')}
        heading={t('notFound.heading')}
        body={t('notFound.body')}
        homeLabel={t('notFound.home')}
      />
    );
  },
} satisfies Meta<typeof NotFoundView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('the heading includes the code for screen readers, and Home leads to /', async () => {
      await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
        `${t('notFound.code')} ${t('notFound.heading')}`,
      );
      await expect(canvas.getByRole('link', { name: t('notFound.home') })).toHaveAttribute('href', '/');
    });
  },
};
