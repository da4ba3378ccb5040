import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { DataFlowPanel } from '../../../src/components/architecture/DataFlowPanel';
import { loadStoryStrings } from '../../support/storyI18n';
import { loadedI18n } from '../../support/storyKit';
import { flowProps, longText, longWord } from './architectureStoryProps';

const en = (await loadStoryStrings('en', ['architecture'])).t;

const meta = {
  title: 'Components/Architecture/DataFlowPanel',
  component: DataFlowPanel,
  args: flowProps(en),
  parameters: { i18nNamespaces: ['architecture'] },
  // The toolbar's language replaces the English args (stories that vary the content render their args).
  render: function Render() {
    const { t } = useTranslation('architecture');
    return <DataFlowPanel {...flowProps(t)} />;
  },
} satisfies Meta<typeof DataFlowPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SixSteps: Story = {
  play: async ({ canvas, loaded }) => {
    const { t } = loadedI18n(loaded);
    const steps = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(canvas.getByRole('list').tagName).toBe('OL');
    await expect(steps.map((step) => step.querySelector('h3')?.textContent)).toEqual(
      ['userRequest', 'aiProcessing', 'valuation', 'smartContract', 'execution', 'settlement'].map((id) =>
        t(`architecture:flow.steps.${id}.title`),
      ),
    );
  },
};

export const Empty: Story = {
  args: { steps: [] },
  render: (args) => <DataFlowPanel {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="empty"]')).not.toBeNull();
  },
};

export const LongText: Story = {
  render: (args) => <DataFlowPanel {...args} />,
  args: {
    steps: flowProps(en).steps.map((step) => ({
      ...step,
      title: `${step.title} ${longWord}`,
      description: longText(step.description, 4),
    })),
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };

export const Phone: Story = { globals: { viewport: { value: 'phone390', isRotated: false } } };
