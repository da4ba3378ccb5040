import type { Meta, StoryObj } from '@storybook/react-vite';
import { useTranslation } from 'react-i18next';
import { expect } from 'storybook/test';
import { TierBadgeLink } from '../../../src/components/shell/TierBadgeLink';
import { tierIds } from '../../../src/data/memberKey';
import { routePaths } from '../../../src/data/routes';
import { en } from '../../support/english';
import { loadedI18n, withHeaderBand } from '../../support/storyKit';

// The badge's link alone, as `TierBadge` wraps it in its tooltip.
const meta = {
  title: 'Components/Shell/TierBadgeLink',
  component: TierBadgeLink,
  args: { label: en('tier.gold'), to: routePaths.membershipPackages },
  argTypes: { label: { control: false }, labels: { control: false } },
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

/** One badge per tier, each given every tier's label: all as wide as the widest, named by their own. */
export const EveryTierOneWidth: Story = {
  render: function Render(args) {
    const { t } = useTranslation('common');
    const labels = tierIds.map((id) => t(`tier.${id}`));
    return (
      <div style={{ display: 'grid', justifyItems: 'start', gap: 8 }}>
        {tierIds.map((id) => (
          <TierBadgeLink key={id} {...args} label={t(`tier.${id}`)} labels={labels} />
        ))}
      </div>
    );
  },
  play: async ({ canvas, loaded }) => {
    const { t } = loadedI18n(loaded);
    const badges = tierIds.map((id) => canvas.getByRole('link', { name: t(`tier.${id}`) }));
    for (const [index, badge] of badges.entries()) {
      await expect(badge).toHaveTextContent(t(`tier.${tierIds[index] ?? 'gold'}`));
    }
    const widths = badges.map((badge) => Math.round(badge.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
  },
};
