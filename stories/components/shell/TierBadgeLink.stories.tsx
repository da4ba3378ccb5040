import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { TierBadgeLink } from '../../../src/components/shell/TierBadgeLink';
import { routePaths } from '../../../src/data/routes';
import { en } from '../../support/english';
import { loadedI18n, withHeaderBand } from '../../support/storyKit';

// The badge's link alone, as `TierBadge` wraps it in its tooltip.
const meta = {
  title: 'Components/Shell/TierBadgeLink',
  component: TierBadgeLink,
  args: { label: en('tier.gold'), to: routePaths.membershipPackages },
  argTypes: { label: { control: false } },
  render: function Render(args) {
    const { t } = useTranslation('common');
    return <TierBadgeLink {...args} label={t('tier.gold')} />;
  },
  decorators: [withHeaderBand(80)],
} satisfies Meta<typeof TierBadgeLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, loaded }) => {
    const { t } = loadedI18n(loaded);
    await expect(canvas.getByRole('link', { name: t('tier.gold') })).toHaveAttribute(
      'href',
      routePaths.membershipPackages,
    );
  },
};
