import { lazy } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HydrationSlice } from '../../../src/components/primitives/HydrationSlice';

/** A part whose code never arrives: what a slice shows while its part loads on the client. */
const NeverLoaded = lazy(() => new Promise<never>(() => {}));

const meta = {
  title: 'Components/Primitives/HydrationSlice',
  component: HydrationSlice,
  args: { children: <p>Recent transactions</p> },
} satisfies Meta<typeof HydrationSlice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A part that is here shows as it is: the slice adds no element of its own. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Recent transactions')).toBeVisible();
  },
};

/** A part still loading on the client shows the slice's fallback in its place. */
export const Loading: Story = {
  args: { fallback: <p>Loading…</p>, children: <NeverLoaded /> },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};
