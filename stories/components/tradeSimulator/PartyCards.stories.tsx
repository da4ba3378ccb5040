import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StaticPartyBoard } from '../../../src/components/tradeSimulator/PartyCards';
import { boardLabels, parties } from './simulatorStoryProps';

// PartyCards: the board as the first paint draws it (StaticPartyBoard), before its drag layer
// (PartyBoard) has loaded.
const meta = {
  title: 'Components/TradeSimulator/PartyCards',
  component: StaticPartyBoard,
  args: { parties, labels: boardLabels, onLift: fn() },
} satisfies Meta<typeof StaticPartyBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same cards and named offering buttons as the drag layer's, which can take focus already. */
export const BeforeDragLayer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: /Drag Steel Coils from Sino Steel Corp/ });
    handle.focus();
    await expect(handle).toHaveFocus();
    await expect(handle).toHaveAttribute('data-offering', 'party-cn');
    await expect(canvasElement.querySelectorAll('li[data-party]')).toHaveLength(4);
  },
};

// A contract runs: the board takes the running style, as the drag layer's does.
export const Executing: Story = {
  args: { state: 'executing' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toHaveAttribute('data-state', 'executing');
  },
};

/** Space or Enter on an offering is kept for the drag layer: the board hands up which party to lift. */
export const LiftBeforeDragLayer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: /Drag Soybeans from Cerrado Agro Exports/ });
    handle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onLift).toHaveBeenLastCalledWith('party-br');
    await userEvent.keyboard('{Enter}');
    await expect(args.onLift).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onLift).toHaveBeenCalledTimes(2);
  },
};
