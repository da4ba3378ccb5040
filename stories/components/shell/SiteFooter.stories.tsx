import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { SiteFooter } from '../../../src/components/shell/SiteFooter';
import { en } from '../../support/english';
import { footerText, loadedI18n } from '../../support/storyKit';

const meta = {
  title: 'Components/Shell/SiteFooter',
  component: SiteFooter,
  args: { ...footerText(en), onLegalLink: fn() },
  argTypes: {
    brand: { control: false },
    tagline: { control: false },
    columns: { control: false },
    legalTitle: { control: false },
    legalLinks: { control: false },
    statusLabel: { control: false },
    copyright: { control: false },
  },
  render: function Render(args) {
    const { t } = useTranslation(['common', 'nav']);
    return <SiteFooter {...args} {...footerText(t)} />;
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, loaded, userEvent, step }) => {
    await step('a legal link reports its id instead of leading nowhere', async () => {
      await userEvent.click(canvas.getByRole('button', { name: loadedI18n(loaded).t('footer.privacy') }));
      await expect(args.onLegalLink).toHaveBeenCalledWith('privacy');
    });
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
