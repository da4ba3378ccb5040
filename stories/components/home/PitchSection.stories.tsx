import type { Theme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PitchSection } from '../../../src/components/home/PitchSection';
import { longText, longWord } from './homeStoryProps';

/** A plain look: the hero and the call to action each bring their own. */
const look = {
  section: (theme: Theme) => ({ display: 'grid', gap: theme.space(3), padding: theme.space(5) }),
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.xl, fontWeight: 700 }),
  body: (theme: Theme) => ({ color: theme.colors.textMuted }),
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
};

const meta = {
  title: 'Components/Home/PitchSection',
  component: PitchSection,
  args: {
    headingId: 'pitch-story-heading',
    heading: 'Trade without borders',
    body: 'Swap goods with partners in 23 countries, valued in one unit.',
    primaryAction: { label: 'Launch Dashboard', to: '/dashboard' },
    secondaryAction: { label: 'Explore Products', to: '/product-explorer' },
    variants: ['primary', 'secondary'],
    look,
  },
} satisfies Meta<typeof PitchSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    await step('the section is named by its heading; the two actions are links, in order', async () => {
      await expect(canvas.getByRole('region', { name: args.heading })).toBeVisible();
      const links = canvas.getAllByRole('link');
      await expect(links.map((link) => link.textContent)).toEqual([
        args.primaryAction.label,
        args.secondaryAction.label,
      ]);
      await expect(links[0]).toHaveAttribute('href', args.primaryAction.to);
      await expect(links[1]).toHaveAttribute('href', args.secondaryAction.to);
    });
  },
};

/** What follows the actions: the hero puts its selling points here. */
export const WithFollowingContent: Story = {
  args: {
    children: (
      <ul aria-label="Selling points">
        <li>AI matching</li>
        <li>Blockchain settlement</li>
      </ul>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Selling points' })).toBeVisible();
  },
};

/** On a dark band, as the hero draws it: the accent and on-dark button looks. */
export const OnDarkBand: Story = {
  args: {
    variants: ['accent', 'onDark'],
    look: {
      ...look,
      section: (theme: Theme) => ({
        display: 'grid',
        gap: theme.space(3),
        padding: theme.space(5),
        color: theme.colors.headerText,
        background: theme.colors.header,
      }),
      body: {},
    },
  },
};

export const LongText: Story = {
  args: { heading: longText('Pitch'), body: `${longText('trade', 50)} ${longWord}` },
};

export const Phone: Story = { globals: { viewport: { value: 'phone390', isRotated: false } } };
