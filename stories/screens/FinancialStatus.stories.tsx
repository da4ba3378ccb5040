/** Financial status in the real app: summary cards, the portfolio chart, metrics by period, and recent activity from the member's ledger. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/FinancialStatus',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/financial-status' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await expect(await canvas.findByRole('img', { name: /^Asset allocation:/ })).toBeVisible();
    await step('the period selector changes the metrics', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Year' }));
      await expect(canvas.getAllByText('vs previous year').length).toBeGreaterThan(0);
    });
    await step('View All shows the six newest entries of the ledger', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'View all (6)' }));
      await expect(canvas.getByRole('list', { name: 'Recent financial activity' }).children).toHaveLength(6);
      await expect(canvas.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
  },
};

/** A send the member made in the wallet is the newest activity. */
export const WithMemberSend: Story = {
  parameters: {
    memberRecord: {
      ...sampleMemberRecord(),
      ledger: [
        {
          id: 'TX-SEND-001',
          kind: 'transfer',
          direction: 'out',
          amountCents: 250_00,
          feeCents: 35,
          counterparty: 'SRD-0x9c4e7a2b5d8f1e3a6c9b',
          reference: '',
          at: '2026-11-22T10:00:00Z',
          status: 'completed',
        },
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Recent financial activity' });
    const first = list.children[0] as HTMLElement;
    await expect(first).toHaveTextContent('TX-SEND-001');
    await expect(first).toHaveTextContent('Transfer sent');
    await expect(first).toHaveTextContent('−SDR 250.00');
  },
};

/** The monthly statement opens from here: a link to the wallet's statement of the current month. */
export const StatementLink: Story = {
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    const link = await canvas.findByRole('link', { name: "Open this month's statement" });
    await expect(link.getAttribute('href')).toMatch(/^\/srd-wallet\?statement=\d{4}-\d{2}$/);
  },
};
