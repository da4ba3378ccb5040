import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { SecurityPanel } from '../../../src/components/architecture/SecurityPanel';
import { loadStoryStrings } from '../../support/storyI18n';
import { loadedI18n } from '../../support/storyKit';
import { longText, longWord, securityProps } from './architectureStoryProps';

const en = (await loadStoryStrings('en', ['architecture'])).t;

const meta = {
  title: 'Components/Architecture/SecurityPanel',
  component: SecurityPanel,
  args: securityProps(en),
  parameters: { i18nNamespaces: ['architecture'] },
  // The toolbar's language replaces the English args (stories that vary the content render their args).
  render: function Render() {
    const { t } = useTranslation('architecture');
    return <SecurityPanel {...securityProps(t)} />;
  },
} satisfies Meta<typeof SecurityPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourItems: Story = {
  play: async ({ canvas, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('the four items, in order', async () => {
      await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
        ['dataSovereignty', 'quantumCryptography', 'sanctionScreening', 'attackMitigation'].map((id) =>
          t(`architecture:security.items.${id}.title`),
        ),
      );
    });
    await step('data sovereignty names the China region and Frankfurt under GDPR', async () => {
      await expect(canvas.getByText(t('architecture:security.details.chinaData'))).toBeVisible();
      await expect(canvas.getByText(t('architecture:security.details.internationalData'))).toBeVisible();
    });
  },
};

export const Empty: Story = {
  args: { items: [] },
  render: (args) => <SecurityPanel {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="empty"]')).not.toBeNull();
  },
};

export const LongText: Story = {
  render: (args) => <SecurityPanel {...args} />,
  args: {
    items: securityProps(en).items.map((item) => ({
      ...item,
      title: `${item.title} ${longWord}`,
      description: longText(item.description, 3),
      details: item.details.map((detail) => ({ ...detail, label: longText(detail.label, 3) })),
    })),
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };

export const Phone: Story = { globals: { viewport: { value: 'phone390', isRotated: false } } };
