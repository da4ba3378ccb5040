import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { TechStackPanel } from '../../../src/components/architecture/TechStackPanel';
import { loadStoryStrings } from '../../support/storyI18n';
import { loadedI18n } from '../../support/storyKit';
import { longWord, stackProps } from './architectureStoryProps';

const en = (await loadStoryStrings('en', ['architecture'])).t;

const meta = {
  title: 'Components/Architecture/TechStackPanel',
  component: TechStackPanel,
  args: stackProps(en),
  parameters: { i18nNamespaces: ['architecture'] },
  // The toolbar's language replaces the English args (stories that vary the content render their args).
  render: function Render() {
    const { t } = useTranslation('architecture');
    return <TechStackPanel {...stackProps(t)} />;
  },
} satisfies Meta<typeof TechStackPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    const { t } = loadedI18n(loaded);
    await expect(canvas.getByText(t('architecture:stack.items.grpc'))).toBeVisible();
    await expect(canvas.getByText(t('architecture:stack.items.hyperledgerFabric'))).toBeVisible();
  },
};

export const Empty: Story = {
  args: { groups: [] },
  render: (args) => <TechStackPanel {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="empty"]')).not.toBeNull();
  },
};

export const ManyItems: Story = {
  render: (args) => <TechStackPanel {...args} />,
  args: {
    groups: stackProps(en).groups.map((group) => ({
      ...group,
      label: `${group.label} ${longWord}`,
      items: Array.from({ length: 14 }, (_, index) => ({
        id: `${group.id}-${index}`,
        label: `Technology ${index + 1}`,
      })),
    })),
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };

export const Phone: Story = { globals: { viewport: { value: 'phone390', isRotated: false } } };
