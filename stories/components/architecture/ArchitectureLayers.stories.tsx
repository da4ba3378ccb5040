import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ArchitectureLayers,
  type ArchitectureLayersProps,
} from '../../../src/components/architecture/ArchitectureLayers';
import { loadStoryStrings } from '../../support/storyI18n';
import { loadedI18n, useDirection } from '../../support/storyKit';
import { layersText, longText, longWord } from './architectureStoryProps';

const en = (await loadStoryStrings('en', ['architecture'])).t;

/** The toolbar's direction; `translate` swaps the English args for the toolbar's language. */
function Localized({ translate, ...args }: ArchitectureLayersProps & { translate: boolean }) {
  const { t } = useTranslation('architecture');
  const dir = useDirection();
  return <ArchitectureLayers {...args} {...(translate ? layersText(t) : {})} dir={dir} />;
}

const meta = {
  title: 'Components/Architecture/ArchitectureLayers',
  component: ArchitectureLayers,
  args: { ...layersText(en), defaultValue: 'userChannels', onValueChange: fn(), dir: 'ltr' },
  argTypes: { layers: { control: false } },
  parameters: { i18nNamespaces: ['architecture'] },
  render: (args) => <Localized {...args} translate />,
} satisfies Meta<typeof ArchitectureLayers>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserChannels: Story = {
  play: async ({ canvas, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('five tabs, the first selected, its four components with a technology line', async () => {
      await expect(canvas.getAllByRole('tab')).toHaveLength(5);
      await expect(
        canvas.getByRole('tab', { name: t('architecture:layers.userChannels.label') }),
      ).toHaveAttribute('aria-selected', 'true');
      const panel = canvas.getByRole('tabpanel');
      await expect(within(panel).getAllByRole('listitem')).toHaveLength(4);
      await expect(panel).toHaveTextContent(t('architecture:components.webPortal.technology'));
    });
  },
};

export const CloudInfrastructure: Story = {
  args: { defaultValue: 'cloudInfrastructure' },
  play: async ({ canvas, loaded }) => {
    const { t } = loadedI18n(loaded);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
      t('architecture:components.chinaRegion.name'),
    );
  },
};

/** Arrow keys, Home and End move between the layers (automatic activation reports each one). */
export const Keyboard: Story = {
  play: async ({ args, canvas, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    const tab = (id: string) => canvas.getByRole('tab', { name: t(`architecture:layers.${id}.label`) });
    await step('Tab focuses the selected layer; ArrowRight selects the next one', async () => {
      // The tab list is a tab stop once its tabs have registered with it, right after it first paints.
      await waitFor(() => expect(canvas.getByRole('tablist')).toHaveAttribute('tabindex', '0'));
      await userEvent.tab();
      await expect(tab('userChannels')).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('coreMicroservices')).toHaveAttribute('aria-selected', 'true');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('coreMicroservices');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent(
        t('architecture:components.valuationService.technology'),
      );
    });
    await step('End selects the last layer, Home the first', async () => {
      await userEvent.keyboard('{End}');
      await expect(tab('cloudInfrastructure')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Home}');
      await expect(tab('userChannels')).toHaveAttribute('aria-selected', 'true');
    });
  },
};

/** Right to left: the tab order mirrors, so ArrowLeft moves to the next layer. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getAllByRole('tab')[0]!);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('coreMicroservices');
  },
};

export const LongText: Story = {
  render: (args) => <Localized {...args} translate={false} />,
  args: {
    description: longText('layer'),
    layers: layersText(en).layers.map((layer) => ({
      ...layer,
      label: `${layer.label} ${layer.label}`,
      summary: longText(layer.summary, 3),
      components: layer.components.map((component) => ({
        ...component,
        name: `${component.name} ${longWord}`,
        description: longText(component.description, 3),
        technology: longText(component.technology, 4),
      })),
    })),
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone390', isRotated: false } } };
