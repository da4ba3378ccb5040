/** The negotiation chat in the real app: pick a room, send a message, reject whitespace, send an offer. */
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { resetChatSession } from '../../src/screens/negotiationChat/chatSession';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/NegotiationChat',
  render: renderApp,
  // Each story starts from the sample conversations (the chat is otherwise kept while the app runs).
  beforeEach: (context: StoryContext) => {
    resetChatSession();
    return seedStorage(context);
  },
  parameters: { layout: 'fullscreen', router: false, route: '/negotiation-chat' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('selecting a room shows its messages', async () => {
      await userEvent.click(
        await canvas.findByRole('button', { name: /Mekong Rice Export · Anatolia Steel/ }),
      );
      const log = await canvas.findByRole('log', { name: 'Messages in Mekong Rice Export · Anatolia Steel' });
      await expect(log).toHaveTextContent('jasmine rice');
    });
    await step('whitespace only is not sent; the hint explains and the text stays', async () => {
      const field = canvas.getByRole('textbox', { name: 'Message' });
      await userEvent.type(field, '   {Enter}');
      await expect(canvas.getByRole('alert')).toHaveTextContent('spaces and empty lines alone are not sent');
      await expect(field).toHaveValue('   ');
      await expect(field).toHaveFocus();
    });
    await step('a message is sent with Enter and shows as sent', async () => {
      const field = canvas.getByRole('textbox', { name: 'Message' });
      await userEvent.clear(field);
      await userEvent.type(field, '<b>Q1 grades</b> attached{Enter}');
      const log = canvas.getByRole('log', { name: /Mekong Rice Export/ });
      const mine = await within(log).findByRole('article', { name: 'You' });
      await expect(mine).toHaveTextContent('<b>Q1 grades</b> attached');
      await expect(field).toHaveValue('');
    });
    await step('the offer composer sends a typed offer', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Make an offer' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity (t)' }), 'abc');
      await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
      await expect(await canvas.findByText('Enter a number, such as 5000 or 5,000.50.')).toBeVisible();
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Quantity (t)' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity (t)' }), '2000');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Value (SDR)' }), '900000');
      await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
      const log = canvas.getByRole('log', { name: /Mekong Rice Export/ });
      await waitFor(() =>
        expect(within(log).getByRole('article', { name: 'Offer, You' })).toHaveTextContent('SDR 900,000.00'),
      );
    });
  },
};

// Start Negotiation on AI Trade Matching lands here with the match's room created.
export const FromMatching: Story = {
  parameters: { route: '/negotiation-chat?room=match-andes-copper--rhine-machinery' },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    await expect(
      await canvas.findByRole('log', { name: 'Messages in Andes Copper SA · Rhine Machinery GmbH' }),
    ).toHaveTextContent('Negotiation opened from AI Trade Matching.');
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
