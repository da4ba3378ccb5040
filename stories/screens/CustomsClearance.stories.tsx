/** Customs clearance in the real app: select a shipment, submit its declaration, open Track Status. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  customsShipments,
  dutyEntry,
  resolveCustomsShipment,
  uploadedDocument,
} from '../../src/data/customsClearance';
import { worldAnchorDay } from '../../src/data/worldAnchor';
import { sampleMemberRecord, type MemberRecord } from '../../src/data/memberRecord';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/CustomsClearance',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/customs-clearance' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('the first shipment is selected; Submit waits for its documents', async () => {
      const first = await canvas.findByRole('button', { name: /CC-2026-001/ });
      await expect(first).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('button', { name: 'Submit Declaration' })).toBeDisabled();
      await expect(canvas.getByTestId('customs-total-tax')).toHaveTextContent('SDR 27,875.00');
    });
    await step('another shipment with every required document approved can be submitted', async () => {
      const third = canvas.getByRole('button', { name: /CC-2026-003/ });
      await userEvent.click(third);
      // Wait for the detail to switch: until then the first shipment's disabled Submit is still there.
      await waitFor(() => expect(third).toHaveAttribute('aria-pressed', 'true'));
      const submit = canvas.getByRole('button', { name: 'Submit Declaration' });
      await waitFor(() => expect(submit).toBeEnabled(), { timeout: 4000 });
      await userEvent.click(submit);
      await waitFor(
        () =>
          expect(canvas.getByTestId('customs-confirmation')).toHaveTextContent(
            'Declaration for SH-2026-010 submitted.',
          ),
        { timeout: 4000 },
      );
    });
    await step('Track Status opens the timeline', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Track Status' }));
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
      await expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
      await userEvent.keyboard('{Escape}');
    });
  },
};

const firstShipment = resolveCustomsShipment('CC-2026-001', customsShipments(worldAnchorDay))!;

/** A member who uploaded a permit for CC-2026-001 and paid its duties in an earlier visit. */
const keptWork: MemberRecord = {
  ...sampleMemberRecord(),
  ledger: [dutyEntry(firstShipment, 2_787_500, '2026-11-24T10:00:00.000Z')],
  customs: {
    uploads: [
      {
        shipmentId: 'CC-2026-001',
        document: uploadedDocument('CC-2026-001-U1', 'import-permit.pdf'),
        at: '2026-11-24T09:00:00.000Z',
      },
    ],
    declarations: [],
  },
};

// What the member did on a shipment is still there on a later visit: the upload and the paid duties.
export const KeptUploadAndPaidDuties: Story = {
  parameters: { memberRecord: keptWork },
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('the kept upload is among the documents, pending', async () => {
      const list = await canvas.findByRole('list', { name: 'Declaration documents' });
      const items = within(list).getAllByRole('listitem');
      await expect(items).toHaveLength(6);
      await expect(items[5]).toHaveTextContent('import-permit.pdf');
      await expect(items[5]).toHaveTextContent('Pending');
    });
    await step('duties are paid once: the note shows, Pay Duties is disabled', async () => {
      await expect(canvas.getByText('Duties of SDR 27,875.00 paid.')).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Pay Duties' })).toBeDisabled();
    });
    await step('Track Status shows the duties paid', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Track Status' }));
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
      const steps = within(dialog).getAllByRole('listitem');
      await expect(steps[2]).toHaveTextContent('Duties paid');
      await expect(steps[2]).toHaveAttribute('data-state', 'done');
      await userEvent.keyboard('{Escape}');
    });
  },
};

/** The member spent SDR 100,000 earlier: SDR 10,430.50 is left, the duties are SDR 27,875.00. */
const spent: MemberRecord = {
  ...sampleMemberRecord(),
  ledger: [
    {
      id: 'PAY-0001',
      kind: 'payment',
      direction: 'out',
      amountCents: 10_000_000,
      feeCents: 0,
      counterparty: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      reference: '',
      at: '2026-11-20T10:00:00.000Z',
      status: 'completed',
      method: 'srd',
    },
  ],
};

// Duties above the available balance: the dialog says so and Confirm Payment stays disabled.
export const DutiesRefusedForLackOfFunds: Story = {
  parameters: { memberRecord: spent },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Pay Duties' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await expect(within(dialog).getByTestId('customs-pay-funds')).toHaveTextContent(
      /above your available balance of SDR\s10,430\.50/,
    );
    await expect(within(dialog).getByRole('button', { name: 'Confirm Payment' })).toBeDisabled();
  },
};
