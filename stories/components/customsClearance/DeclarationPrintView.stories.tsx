import { Global } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DeclarationPrintView } from '../../../src/components/customsClearance/DeclarationPrintView';

const meta = {
  title: 'Components/CustomsClearance/DeclarationPrintView',
  component: DeclarationPrintView,
  // The view shows in print only; here it is forced on screen to be looked at.
  decorators: [
    (Story) => (
      <>
        <Global styles={{ '[data-print-view]': { display: 'block !important' } }} />
        <Story />
      </>
    ),
  ],
  args: {
    heading: 'Customs declaration CC-2026-001',
    rows: [
      { id: 'shipment', label: 'Shipment', value: 'CC-2026-001' },
      { id: 'product', label: 'Product', value: 'Hot-rolled steel coils' },
      { id: 'route', label: 'Route', value: 'Shanghai, China → Hamburg, Germany' },
      { id: 'status', label: 'Status', value: 'Customs Review' },
      { id: 'hsCode', label: 'HS code', value: '7208.52.00' },
      { id: 'value', label: 'Declared value', value: 'SDR 125,000.00' },
      { id: 'weight', label: 'Weight', value: '25,000 kg' },
      { id: 'duty', label: 'Duty rate', value: '3.2%' },
      { id: 'vat', label: 'VAT', value: '19%' },
      { id: 'fees', label: 'Additional fees', value: '0%' },
      { id: 'tax', label: 'Estimated total tax', value: 'SDR 27,875.00' },
    ],
    documentsHeading: 'Documents',
    documents: [
      { id: 'D-001-1', name: 'Commercial invoice', status: 'Approved' },
      { id: 'D-001-3', name: 'Certificate of origin', status: 'Pending' },
      { id: 'D-001-5', name: 'Insurance certificate', status: 'Rejected' },
    ],
    footer: 'Printed from Silk Road Trade on November 24, 2026',
  },
} satisfies Meta<typeof DeclarationPrintView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Customs declaration CC-2026-001' })).toBeVisible();
    await expect(canvas.getByRole('row', { name: 'Estimated total tax SDR 27,875.00' })).toBeVisible();
  },
};

export const NoDocuments: Story = { args: { documents: [] } };

export const ManyItems: Story = {
  args: {
    documents: Array.from({ length: 20 }, (_, index) => ({
      id: `D-${index}`,
      name: `scan-${index + 1}.pdf`,
      status: 'Pending',
    })),
  },
};

export const LongText: Story = {
  args: {
    documents: [
      { id: 'D-1', name: `${'очень-длинное-имя-файла-'.repeat(6)}.pdf`, status: 'На рассмотрении' },
      { id: 'D-2', name: '<script>alert(1)</script>.pdf', status: 'Pending' },
    ],
  },
};
