/** The negotiation chat in the real app: pick a room, send a message, reject whitespace, send an offer. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/NegotiationChat',
  render: renderApp,
  // Each story starts from the sample conversations, or from the member's chat it is given.
  beforeEach: seedStorage,
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
      await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity (t; bbl for crude oil)' }), 'abc');
      await userEvent.click(canvas.getByRole('button', { name: 'Send offer' }));
      await expect(await canvas.findByText('Enter a number, such as 5000 or 5,000.50.')).toBeVisible();
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Quantity (t; bbl for crude oil)' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Quantity (t; bbl for crude oil)' }), '2000');
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

// A returning member: the room they opened from a match and what they sent are still there, read.
const kept = structuredClone(sampleMemberRecord());
kept.chat = {
  rooms: [
    {
      id: 'match-andes-copper--rhine-machinery',
      participants: ['andes-copper', 'rhine-machinery'],
      lastActivity: '2026-11-21T09:00:00Z',
      status: 'negotiating',
      commodity: 'copper',
    },
  ],
  messages: [
    {
      id: 'match-andes-copper--rhine-machinery-opened',
      roomId: 'match-andes-copper--rhine-machinery',
      sender: 'system',
      content: '',
      contentKey: 'seed.openedFromMatching',
      timestamp: '2026-11-21T09:00:00Z',
      type: 'system',
      status: 'read',
    },
    {
      id: 'sent-1',
      roomId: 'match-andes-copper--rhine-machinery',
      sender: 'me',
      content: 'Cathodes for two presses, delivery in March?',
      timestamp: '2026-11-21T09:05:00Z',
      type: 'message',
      status: 'read',
    },
    {
      id: 'sent-2',
      roomId: 'room-rice-steel',
      sender: 'me',
      content: 'We can add 200 t of jasmine rice.',
      timestamp: '2026-11-21T08:00:00Z',
      type: 'message',
      status: 'read',
    },
  ],
};

export const RestoredRooms: Story = {
  parameters: { memberRecord: kept },
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('the room the member opened is listed, first (most recent)', async () => {
      const list = await canvas.findByRole('region', { name: 'Conversations' });
      await waitFor(() =>
        expect(within(list).getAllByRole('button')[0]).toHaveAccessibleName(
          /Andes Copper SA · Rhine Machinery GmbH/,
        ),
      );
    });
    await step('its messages are back, read', async () => {
      const log = await canvas.findByRole('log', {
        name: 'Messages in Andes Copper SA · Rhine Machinery GmbH',
      });
      const mine = await within(log).findByRole('article', { name: 'You' });
      await expect(mine).toHaveTextContent('Cathodes for two presses, delivery in March?');
      await expect(mine).toHaveAttribute('data-state', 'read');
    });
    await step('a message kept in a sample room is there too', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Mekong Rice Export · Anatolia Steel/ }));
      const log = await canvas.findByRole('log', { name: 'Messages in Mekong Rice Export · Anatolia Steel' });
      await expect(await within(log).findByRole('article', { name: 'You' })).toHaveTextContent(
        'We can add 200 t of jasmine rice.',
      );
    });
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
