import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BellBadge } from '../../../src/components/shell/BellBadge';
import { withHeaderBand } from '../../support/storyKit';

const meta = {
  title: 'Components/Shell/BellBadge',
  component: BellBadge,
  args: { count: 3 },
  // The badge sits over a bell-sized corner, as in the header.
  render: (args) => (
    <span css={{ position: 'relative', display: 'inline-block', inlineSize: 40, blockSize: 40 }}>
      <BellBadge {...args} />
    </span>
  ),
  decorators: [withHeaderBand()],
} satisfies Meta<typeof BellBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing unread: no badge at all. */
export const Zero: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-count]')).toBeNull();
  },
};

export const Three: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-count]');
    await expect(badge).toHaveTextContent(/^3$/);
    // The bell's name says the count: the badge is hidden from assistive technology.
    await expect(badge).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Past 99 the badge says "99+" and keeps its width small. */
export const OverNinetyNine: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-count="120"]')).toHaveTextContent(/^99\+$/);
  },
};

/** In Arabic "99+" keeps its order and Latin digits. */
export const Arabic: Story = {
  args: { count: 120 },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('[data-count]');
    await expect(badge).toHaveTextContent(/^99\+$/);
    await expect(getComputedStyle(badge!).direction).toBe('ltr');
  },
};
