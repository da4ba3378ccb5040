import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent } from 'storybook/test';
import { ArchitectureIntro } from '../../../src/components/architecture/ArchitectureIntro';
import { loadStoryStrings } from '../../support/storyI18n';
import { loadedI18n } from '../../support/storyKit';
import { longText } from './architectureStoryProps';

const en = (await loadStoryStrings('en', ['architecture'])).t;

const meta = {
  title: 'Components/Architecture/ArchitectureIntro',
  component: ArchitectureIntro,
  args: {
    body: en('architecture:intro.body'),
    repositoryLabel: en('architecture:intro.viewOnGithub'),
    onViewRepository: fn(),
  },
  parameters: { i18nNamespaces: ['architecture'] },
  // The toolbar's language replaces the English args (LongText renders its args).
  render: function Render(args) {
    const { t } = useTranslation('architecture');
    return (
      <ArchitectureIntro
        body={t('intro.body')}
        repositoryLabel={t('intro.viewOnGithub')}
        onViewRepository={args.onViewRepository}
      />
    );
  },
} satisfies Meta<typeof ArchitectureIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, loaded }) => {
    const { t } = loadedI18n(loaded);
    const button = canvas.getByRole('button', { name: t('architecture:intro.viewOnGithub') });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    await expect(args.onViewRepository).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  render: (args) => <ArchitectureIntro {...args} />,
  args: { body: longText('request', 80) },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
