/** The compliance dashboard in the real app: summary, score, filter and search documents, resolve an alert. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/ComplianceDashboard',
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/compliance-dashboard' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('summary cards and the score at 75 %', async () => {
      await expect(await canvas.findByText('Total Documents')).toBeVisible();
      await expect(canvas.getByRole('progressbar', { name: 'Compliance Score' })).toHaveAttribute(
        'aria-valuenow',
        '75',
      );
      // The Compliant card's share is the score: 9 of 12 documents.
      await expect(canvas.getByText('75% of all documents')).toBeVisible();
    });
    await step('filter by status and search', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Filter$/ }));
      // The filter panel loads the first time Filter is pressed.
      await userEvent.selectOptions(
        await canvas.findByRole('combobox', { name: 'Status' }, { timeout: 4000 }),
        'compliant',
      );
      const list = () => within(canvas.getByRole('list', { name: /^Documents$/ }));
      await waitFor(() => expect(list().getAllByRole('listitem')).toHaveLength(9));
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search documents' }), 'ISO');
      await waitFor(() => expect(list().getAllByRole('listitem')).toHaveLength(2));
      await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    });
    await step('resolve an alert: Active Alerts drops by one', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Alerts' }));
      const active = canvasElement.querySelector('[data-stat="activeAlerts"]') as HTMLElement;
      await waitFor(() => expect(within(active).getByText('4')).toBeVisible());
      await userEvent.click(await canvas.findByRole('button', { name: 'Resolve: Certificate expired' }));
      await waitFor(() => expect(within(active).getByText('3')).toBeVisible());
    });
  },
};

// A returning member: the document they uploaded and the alert they resolved are still there.
const kept = structuredClone(sampleMemberRecord());
kept.compliance = {
  uploads: [
    {
      id: 'UPL-001',
      name: 'organic-certificate.pdf',
      type: 'foodSafety',
      status: 'pending',
      expiryDate: null,
      lastUpdated: '2026-11-21',
      region: 'europe',
      risk: 'medium',
    },
  ],
  resolvedAlerts: ['ALR-001'],
};

export const KeptWork: Story = {
  parameters: { memberRecord: kept },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Documents' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('organic-certificate.pdf'),
    );
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Uploaded by you');
    await expect(canvas.getByText('1 uploaded by you')).toBeVisible();
    // One of the four unresolved sample alerts was resolved: three remain.
    await expect(canvas.getByText('2 resolved')).toBeVisible();
  },
};
