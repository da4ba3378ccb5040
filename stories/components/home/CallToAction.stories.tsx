import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { CallToAction } from '../../../src/components/home/CallToAction';
import { loadStoryStrings } from '../../support/storyI18n';
import { loadedI18n } from '../../support/storyKit';
import { ctaProps, longText, longWord } from './homeStoryProps';

const en = (await loadStoryStrings('en', ['home'])).t;

const meta = {
  title: 'Components/Home/CallToAction',
  component: CallToAction,
  args: ctaProps(en),
  parameters: { i18nNamespaces: ['home'] },
  // The toolbar's language replaces the English args (LongText renders its args).
  render: function Render() {
    const { t } = useTranslation('home');
    return <CallToAction {...ctaProps(t)} />;
  },
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('Start Trading leads to /dashboard, View Architecture to /architecture', async () => {
      await expect(canvas.getByRole('link', { name: t('home:cta.startTrading') })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await expect(canvas.getByRole('link', { name: t('home:cta.viewArchitecture') })).toHaveAttribute(
        'href',
        '/architecture',
      );
    });
  },
};

export const LongText: Story = {
  render: (args) => <CallToAction {...args} />,
  args: { heading: longText('Ready'), body: `${longText('trade', 50)} ${longWord}` },
};

export const Arabic: Story = { globals: { locale: 'ar' } };

export const Phone: Story = { globals: { viewport: { value: 'phone390', isRotated: false } } };
