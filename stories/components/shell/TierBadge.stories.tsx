import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { TierBadge } from '../../../src/components/shell/TierBadge';
import { routePaths } from '../../../src/data/routes';
import { en } from '../../support/english';
import { docsFrame, loadedI18n, withHeaderBand } from '../../support/storyKit';

const meta = {
  title: 'Components/Shell/TierBadge',
  component: TierBadge,
  args: { label: en('tier.gold'), tooltip: en('tier.tooltip'), to: routePaths.membershipPackages },
  argTypes: { label: { control: false }, tooltip: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation('common');
    return <TierBadge {...args} label={t('tier.gold')} tooltip={t('tier.tooltip')} />;
  },
  decorators: [withHeaderBand(120)],
  parameters: { docs: { story: docsFrame(200) } },
} satisfies Meta<typeof TierBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const TooltipOpen: Story = {
  args: { defaultTooltipOpen: true },
  play: async ({ canvas, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('the tooltip describes the badge link', async () => {
      const tooltip = await within(document.body).findByRole('tooltip');
      await expect(tooltip).toHaveTextContent(t('tier.tooltip'));
      await expect(canvas.getByRole('link', { name: t('tier.gold') })).toHaveAccessibleDescription(
        t('tier.tooltip'),
      );
    });
  },
};
