import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { buildNavModel } from '../../../src/app/navModel';
import { StaticNavBar } from '../../../src/components/shell/StaticNavBar';
import { en } from '../../support/english';
import { loadedI18n, useNavModel, withHeaderBand } from '../../support/storyKit';

/** First paint of the navigation: same look as NavBar, links work, the group buttons wait for the runtime. */
const meta = {
  title: 'Components/Shell/StaticNavBar',
  component: StaticNavBar,
  args: buildNavModel(en, undefined),
  argTypes: { label: { control: false }, direct: { control: false }, groups: { control: false } },
  render: function Render(args) {
    return <StaticNavBar {...args} {...useNavModel(args.currentId)} />;
  },
  decorators: [withHeaderBand()],
} satisfies Meta<typeof StaticNavBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CurrentRouteMarked: Story = {
  args: { currentId: 'dashboard' },
  play: async ({ canvas, loaded, step }) => {
    const { t } = loadedI18n(loaded);
    await step('the current direct link is marked as the page', async () => {
      await expect(canvas.getByRole('link', { name: t('nav:links.dashboard') })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  },
};
