import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { FeatureGrid } from '../../../src/components/home/FeatureGrid';
import { loadStoryStrings } from '../../support/storyI18n';
import { loadedI18n } from '../../support/storyKit';
import { featureProps, longText, longWord } from './homeStoryProps';

const en = (await loadStoryStrings('en', ['home'])).t;

const meta = {
  title: 'Components/Home/FeatureGrid',
  component: FeatureGrid,
  args: featureProps(en),
  parameters: { i18nNamespaces: ['home'] },
  // The toolbar's language replaces the English args (stories that vary the content render their args).
  render: function Render() {
    const { t } = useTranslation('home');
    return <FeatureGrid {...featureProps(t)} />;
  },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const renderArgs: Story['render'] = (args) => <FeatureGrid {...args} />;

export const SixFeatures: Story = {
  play: async ({ canvas, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('the six feature cards of the spec, in order, each with an h3', async () => {
      const cards = within(canvas.getByRole('list')).getAllByRole('listitem');
      await expect(cards).toHaveLength(6);
      await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
        [
          'aiMatching',
          'blockchainSecurity',
          'sdrcValuation',
          'globalNetwork',
          'smartLogistics',
          'analyticsSuite',
        ].map((id) => t(`home:features.${id}.title`)),
      );
    });
  },
};

// No features: the section keeps its heading and marks itself empty.
export const Empty: Story = {
  args: { features: [] },
  render: renderArgs,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="empty"]')).not.toBeNull();
  },
};

export const LongText: Story = {
  render: renderArgs,
  args: {
    heading: longText('Everything'),
    features: featureProps(en).features.map((feature) => ({
      ...feature,
      title: `${feature.title} ${longWord}`,
      body: longText(feature.body, 4),
    })),
  },
};

export const ManyItems: Story = {
  render: renderArgs,
  args: {
    features: [...featureProps(en).features, ...featureProps(en).features].map((feature, index) => ({
      ...feature,
      id: `${feature.id}-${index}`,
    })),
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };

export const Phone: Story = { globals: { viewport: { value: 'phone390', isRotated: false } } };
