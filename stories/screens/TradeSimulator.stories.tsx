/** The trade simulator in the real app: keyboard drag creates a match; Execute starts the contract. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';
import { keyboardSensorListening } from '../support/dnd';

const meta = {
  title: 'Screens/TradeSimulator',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/trade-simulator' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('a keyboard drag onto the next party creates a potential match', async () => {
      const handle = await canvas.findByRole('button', { name: /Drag Steel coils from Sino Steel Corp/ });
      handle.focus();
      await userEvent.keyboard(' ');
      await waitFor(() => expect(handle).toHaveAttribute('data-state', 'dragging'));
      await keyboardSensorListening();
      await userEvent.keyboard('{ArrowRight}');
      await waitFor(() =>
        expect(canvasElement.ownerDocument.body).toHaveTextContent('is over Cerrado Agro Exports'),
      );
      await userEvent.keyboard(' ');
      const list = await canvas.findByRole('list', { name: 'Proposed trade matches' });
      await expect(list).toHaveTextContent('Potential');
    });
    await step('Execute starts the first step; the match is executing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Execute' }));
      await expect(canvas.getByRole('button', { name: 'Executing...' })).toBeDisabled();
      await expect(canvas.getByRole('list', { name: 'Proposed trade matches' })).toHaveTextContent(
        'Executing',
      );
      await userEvent.click(canvas.getByRole('button', { name: 'Reset' }));
      await expect(await canvas.findByText('No matches yet')).toBeVisible();
    });
  },
};
