/** The dashboard in the real app: figures, search, Connect and the trade flow. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { openingMessageForMatch, roomForMatch } from '../../src/data/negotiationChat';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import { renderApp, seedStorage, shellReady } from '../support/appStory';
import { loadedI18n } from '../support/storyKit';

const meta = {
  title: 'Screens/Dashboard',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/dashboard', i18nNamespaces: ['dashboard'] },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, loaded, userEvent, step }) => {
    const { t } = loadedI18n(loaded);
    await shellReady(canvasElement);
    await step('the four key figures of the spec', async () => {
      await expect(canvas.getByRole('heading', { level: 1, name: t('dashboard:title') })).toBeVisible();
      await expect(await canvas.findByText('12.5M SDR')).toBeVisible();
      await expect(canvas.getByText('94.2%')).toBeVisible();
      await expect(canvas.getByText('1,247')).toBeVisible();
    });
    const matches = canvas.getByRole('list', { name: t('dashboard:matches.listLabel') });
    await step('the search filters the matches', async () => {
      await userEvent.type(
        canvas.getByRole('searchbox', { name: t('dashboard:matches.searchLabel') }),
        'copper',
      );
      await waitFor(() => expect(within(matches).getAllByRole('listitem')).toHaveLength(1));
      await userEvent.click(canvas.getByRole('button', { name: t('dashboard:matches.clearSearch') }));
      await waitFor(() => expect(within(matches).getAllByRole('listitem')).toHaveLength(4));
    });
    await step('Connect moves the match to connecting', async () => {
      const first = within(matches).getAllByRole('listitem')[0];
      if (!first) throw new Error('no match');
      await userEvent.click(within(first).getByRole('button'));
      await expect(first).toHaveAttribute('data-state', 'connecting');
    });
    await step('Start runs the trade flow', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('dashboard:flow.start') }));
      await expect(canvas.getByRole('button', { name: t('dashboard:flow.pause') })).toBeVisible();
    });
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement, loaded }) => {
    await shellReady(canvasElement);
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(
      canvas.getByRole('heading', { level: 2, name: loadedI18n(loaded).t('dashboard:matches.heading') }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'phone390', isRotated: false } },
  play: async ({ canvasElement }) => {
    await shellReady(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

// The member connected to the first match earlier: its room is in their chat, the card leads there.
const connected = structuredClone(sampleMemberRecord());
const room = roomForMatch('match-emirates-petroleum', '2026-11-21T09:00:00Z');
if (room) connected.chat = { rooms: [room], messages: [openingMessageForMatch(room)] };

export const ConnectedMatch: Story = {
  parameters: { memberRecord: connected },
  play: async ({ canvas, canvasElement, loaded }) => {
    const { t } = loadedI18n(loaded);
    await shellReady(canvasElement);
    const matches = canvas.getByRole('list', { name: t('dashboard:matches.listLabel') });
    const first = within(matches).getAllByRole('listitem')[0];
    if (!first) throw new Error('no match');
    await waitFor(() => expect(first).toHaveAttribute('data-state', 'connected'));
    await expect(within(first).getByRole('link', { name: /Open negotiation/ })).toHaveAttribute(
      'href',
      '/negotiation-chat?room=match-emirates-petroleum',
    );
  },
};
