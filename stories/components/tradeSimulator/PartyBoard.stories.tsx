import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PartyBoard } from '../../../src/components/tradeSimulator/PartyBoard';
import { boardLabels, parties } from './simulatorStoryProps';
import { keyboardSensorListening } from '../../support/dnd';

const meta = {
  title: 'Components/TradeSimulator/PartyBoard',
  component: PartyBoard,
  args: { parties, labels: boardLabels, dir: 'ltr', onMatch: fn() },
} satisfies Meta<typeof PartyBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard drag: Space lifts, an arrow moves to the next party, Space drops there. */
export const Idle: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: /Drag Steel Coils from Sino Steel Corp/ });
    await step('lift, move right, drop: a match with the next party', async () => {
      handle.focus();
      await userEvent.keyboard(' ');
      await waitFor(() => expect(handle).toHaveAttribute('data-state', 'dragging'));
      await keyboardSensorListening();
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() =>
        expect(canvasElement.ownerDocument.body).toHaveTextContent(
          'Steel Coils is over Cerrado Agro Exports.',
        ),
      );
      await userEvent.keyboard(' ');
      await waitFor(() => expect(args.onMatch).toHaveBeenCalledWith('party-cn', 'party-br'));
    });
    await step('Escape cancels: nothing more is matched', async () => {
      handle.focus();
      await userEvent.keyboard(' ');
      await waitFor(() => expect(handle).toHaveAttribute('data-state', 'dragging'));
      await keyboardSensorListening();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(handle).toHaveAttribute('data-state', 'idle'));
      await expect(args.onMatch).toHaveBeenCalledTimes(1);
    });
  },
};

// A contract runs: the board takes the running style.
export const Executing: Story = {
  args: { state: 'executing' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toHaveAttribute('data-state', 'executing');
  },
};

// Names in other scripts and long text wrap inside the cards.
export const LongText: Story = {
  args: {
    parties: parties.map((party) => ({
      ...party,
      name: `${party.name} International Holdings and Commodity Trading Group Limited`,
      offering: { ...party.offering, name: `${party.offering.name} <b>grade A</b> premium export quality` },
    })),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('button', { name: /<b>grade A<\/b>/ })).toHaveLength(4);
  },
};

export const RightToLeft: Story = {
  args: { dir: 'rtl' },
  decorators: [(Story) => <div dir="rtl">{Story()}</div>],
};
