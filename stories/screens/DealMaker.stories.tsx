/**
 * Deal maker in the real app: a recommendation fills the form, a draft is saved, a proposal is sent;
 * the draft and the proposals are the member's (their record).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyTerms } from '../../src/data/dealTerms';
import { memberRecordKey } from '../../src/data/memberKey';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

// Every story starts from the sample member (no draft, no proposal), or from `parameters.memberRecord`.
const meta = {
  title: 'Screens/DealMaker',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/deal-maker' },
} satisfies Meta;

const storedDeal = () =>
  (JSON.parse(localStorage.getItem(memberRecordKey) ?? '{}') as { deal?: { draft: { volume: string } } })
    .deal;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('the overview shows the deal negotiating', async () => {
      await expect(await canvas.findByRole('heading', { name: 'Deal overview' })).toBeVisible();
      await expect(canvas.getAllByText('Negotiating').length).toBeGreaterThan(0);
    });
    await step('Send Proposal without volume and price flags them', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send Proposal' }));
      await expect(canvas.getAllByText('Required to send a proposal.')).toHaveLength(2);
    });
    await step('recommendations fill the form', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Apply to Volume (t)' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Apply to Price (SDR per t)' }));
      await expect(canvas.getByRole('textbox', { name: 'Volume (t)' })).toHaveValue('25000');
    });
    await step('Save Draft keeps the terms', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Save Draft' }));
      await waitFor(() => expect(canvas.getByText('Draft saved on this device.')).toBeVisible());
      await expect(storedDeal()?.draft.volume).toBe('25000');
    });
    await step('Send Proposal adds it to the history, sent', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send Proposal' }));
      await waitFor(() => expect(canvas.getByText('Proposal 1')).toBeVisible(), { timeout: 3000 });
      await expect(canvas.getByTestId('proposal-status')).toHaveTextContent('Sent');
    });
  },
};

// A member who sent two proposals and kept a draft: both listed with their status, the draft restored.
export const WithProposals: Story = {
  parameters: {
    memberRecord: {
      ...sampleMemberRecord(),
      deal: {
        draft: { ...emptyTerms, volume: '30000', price: '250' },
        proposals: [
          {
            id: 'DL-0420-P002',
            terms: { ...emptyTerms, volume: '28000', price: '248' },
            at: '2026-11-23T16:10:00Z',
            status: 'countered',
          },
          {
            id: 'DL-0420-P001',
            terms: { ...emptyTerms, volume: '25000', price: '245.50' },
            at: '2026-11-22T10:00:00Z',
            status: 'sent',
          },
        ],
      },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    const history = await canvas.findByRole('region', { name: 'Deal history' });
    const proposals = within(history)
      .getAllByRole('listitem')
      .filter((item) => item.dataset.kind === 'proposal');
    await expect(proposals.map((item) => within(item).getByTestId('proposal-status').textContent)).toEqual([
      'Countered',
      'Sent',
    ]);
    await expect(proposals[0]).toHaveTextContent('Proposal 2');
    await expect(canvas.getByRole('textbox', { name: 'Volume (t)' })).toHaveValue('30000');
    await expect(canvas.getByText('Draft restored from your last visit.')).toBeVisible();
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
