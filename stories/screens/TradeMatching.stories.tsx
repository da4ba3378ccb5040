/** AI trade matching in the real app: recommendations, then a search through the local service. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/TradeMatching',
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/trade-matching' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('recommended multi-party matches with Start Negotiation', async () => {
      await expect(
        await canvas.findByRole('heading', { name: 'Recommended multi-party matches' }),
      ).toBeVisible();
      await expect(canvas.getAllByRole('link', { name: 'Start Negotiation' }).length).toBeGreaterThanOrEqual(
        3,
      );
    });
    await step('Find Matches waits for both lists', async () => {
      const button = canvas.getByRole('button', { name: 'Find Matches' });
      await expect(button).toBeDisabled();
      await userEvent.type(canvas.getByRole('textbox', { name: 'Offering' }), 'crude oil, crude oil');
      await expect(button).toBeDisabled();
      await userEvent.type(canvas.getByRole('textbox', { name: 'Seeking' }), 'wheat');
      await expect(button).toBeEnabled();
    });
    await step('a search runs with progress and shows its matches', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Find Matches' }));
      await expect(canvas.getByRole('button', { name: 'Find Matches' })).toBeDisabled();
      await waitFor(() => expect(canvas.getByRole('heading', { name: 'Search results' })).toBeVisible(), {
        timeout: 5000,
      });
      await expect(canvas.getByRole('progressbar', { name: 'Matching progress' })).toHaveAttribute(
        'aria-valuenow',
        '100',
      );
    });
  },
};

// The member Quick Matched two products in the explorer: they wait here; Use fills the search.
const withCandidates = structuredClone(sampleMemberRecord());
withCandidates.matching.candidates = [
  {
    id: 'candidate-prod-005',
    productId: 'prod-005',
    name: 'Copper Concentrate',
    category: 'minerals',
    at: '2026-11-22T09:00:00Z',
  },
  {
    id: 'candidate-prod-001',
    productId: 'prod-001',
    name: 'Brent Crude Oil',
    category: 'energy',
    at: '2026-11-21T09:00:00Z',
  },
];

export const WithCandidates: Story = {
  parameters: { memberRecord: withCandidates },
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Your candidates' });
    await step('the candidates are listed', async () => {
      await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
      await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Trades as Copper');
    });
    await step('Use fills the matching search', async () => {
      await userEvent.click(within(list).getByRole('button', { name: 'Use in search: Copper Concentrate' }));
      await expect(canvas.getByRole('textbox', { name: 'Offering' })).toHaveValue('Machinery, Fertilizer');
      await expect(canvas.getByRole('textbox', { name: 'Seeking' })).toHaveValue('Copper');
    });
    await step('Remove takes one off', async () => {
      await userEvent.click(
        within(list).getByRole('button', { name: 'Remove Brent Crude Oil from your candidates' }),
      );
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    });
  },
};

export const EmptyCandidates: Story = {
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    const list = await canvas.findByRole('region', { name: 'Your candidates' });
    await expect(list).toHaveTextContent('No candidates yet');
    await expect(within(list).getByRole('link', { name: 'Open the explorer' })).toBeVisible();
  },
};

// Trade Search's "Find matches" lands here with the listing's goods in the search.
export const FromTradeSearch: Story = {
  parameters: { route: '/trade-matching?offering=machinery,fertilizer&seeking=copper' },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: 'Offering' })).toHaveValue(
      'Machinery, Fertilizer',
    );
    await expect(canvas.getByRole('textbox', { name: 'Seeking' })).toHaveValue('Copper');
    await expect(canvas.getByRole('button', { name: 'Find Matches' })).toBeEnabled();
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
