import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { HomeHero } from '../../../src/components/home/HomeHero';
import { loadStoryStrings } from '../../support/storyI18n';
import { loadedI18n } from '../../support/storyKit';
import { heroProps, longText, longWord } from './homeStoryProps';

const en = (await loadStoryStrings('en', ['home'])).t;

const meta = {
  title: 'Components/Home/HomeHero',
  component: HomeHero,
  args: heroProps(en),
  parameters: { i18nNamespaces: ['home'] },
  // The toolbar's language replaces the English args (stories that vary the text render their args).
  render: function Render() {
    const { t } = useTranslation('home');
    return <HomeHero {...heroProps(t)} />;
  },
} satisfies Meta<typeof HomeHero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('Launch Dashboard leads to /dashboard, Explore Products to /explorer', async () => {
      await expect(canvas.getByRole('link', { name: t('home:hero.launchDashboard') })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await expect(canvas.getByRole('link', { name: t('home:hero.exploreProducts') })).toHaveAttribute(
        'href',
        '/explorer',
      );
    });
    await step('the hero heading is an h2 (the page title is the h1)', async () => {
      await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(t('home:hero.heading'));
    });
    await step('the three selling points are a named list', async () => {
      const list = canvas.getByRole('list', { name: t('home:hero.pointsLabel') });
      await expect(list.querySelectorAll('li')).toHaveLength(3);
    });
  },
};

// Without selling points the list is left out rather than rendered empty.
const renderArgs: Story['render'] = (args) => <HomeHero {...args} />;

export const WithoutPoints: Story = {
  args: { points: [] },
  render: renderArgs,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LongText: Story = {
  render: renderArgs,
  args: {
    heading: longText('Barter'),
    body: `${longText('commodity', 60)} ${longWord}`,
    points: [
      { id: 'a', label: longText('multi-party', 10) },
      { id: 'b', label: longWord },
    ],
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };

export const Phone: Story = { globals: { viewport: { value: 'phone390', isRotated: false } } };
