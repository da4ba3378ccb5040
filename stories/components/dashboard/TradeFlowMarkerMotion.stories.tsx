import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import TradeFlowMarkerMotion from '../../../src/components/dashboard/TradeFlowMarkerMotion';

const settled = /^(none|matrix\(1, 0, 0, 1, 0, 0\))$/;

const meta = {
  title: 'Components/Dashboard/TradeFlowMarkerMotion',
  component: TradeFlowMarkerMotion,
  args: { status: 'active', children: '3' },
} satisfies Meta<typeof TradeFlowMarkerMotion>;

export default meta;
type Story = StoryObj<typeof meta>;

const marker = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-motion="marker"]');

/** A step turning active pops its number in, then rests at full size. */
export const Active: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(marker(canvasElement)).toHaveTextContent('3'));
    await waitFor(() => expect(getComputedStyle(marker(canvasElement)!).transform).toMatch(settled));
  },
};

/** A completed step pops its tick in the same way. */
export const Completed: Story = {
  args: { status: 'completed', children: '✓' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(marker(canvasElement)).toHaveTextContent('✓'));
    await waitFor(() => expect(getComputedStyle(marker(canvasElement)!).transform).toMatch(settled));
  },
};

/** A pending step does not move: its number is at full size from the start. */
export const Pending: Story = {
  args: { status: 'pending', children: '5' },
  play: async ({ canvasElement }) => {
    await expect(marker(canvasElement)).toHaveTextContent('5');
    await expect(getComputedStyle(marker(canvasElement)!).transform).toMatch(settled);
  },
};
