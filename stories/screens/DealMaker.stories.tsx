/** Deal maker in the real app: a recommendation fills the form, a draft is saved, a proposal is sent. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { draftStorageKey } from '../../src/data/dealMaker';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/DealMaker',
  render: renderApp,
  beforeEach: (context) => {
    // Each story starts without a stored draft; the member's own is put back afterwards.
    const saved = localStorage.getItem(draftStorageKey);
    localStorage.removeItem(draftStorageKey);
    const restore = seedStorage(context);
    return () => {
      restore();
      if (saved === null) localStorage.removeItem(draftStorageKey);
      else localStorage.setItem(draftStorageKey, saved);
    };
  },
  parameters: { layout: 'fullscreen', router: false, route: '/deal-maker' },
} satisfies Meta;

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
      await expect(localStorage.getItem(draftStorageKey)).toContain('25000');
    });
    await step('Send Proposal adds it to the history', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send Proposal' }));
      await waitFor(() => expect(canvas.getByText('Proposal 1 sent')).toBeVisible(), { timeout: 3000 });
    });
  },
};

export const Arabic: Story = { globals: { locale: 'ar' } };
