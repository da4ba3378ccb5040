import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailGrid } from '../../../src/components/primitives/DetailGrid';
import { linkRows } from '../../../src/components/primitives/ItemLink';

const meta = {
  title: 'Components/Primitives/DetailGrid',
  component: DetailGrid,
  args: {
    rows: [
      { id: 'hsCode', label: 'HS code', value: '7208.52.00' },
      { id: 'value', label: 'Declared value', value: 'SDR 125,000.00' },
      { id: 'weight', label: 'Weight', value: '50 tons' },
      { id: 'eta', label: 'Estimated clearance', value: 'Nov 28, 2026' },
    ],
  },
} satisfies Meta<typeof DetailGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('HS code').tagName).toBe('DT');
    await expect(canvas.getByText('7208.52.00').tagName).toBe('DD');
  },
};

/** A value with no spaces wraps inside its column instead of widening the page. */
export const LongText: Story = {
  args: {
    rows: [
      { id: 'reference', label: 'Blockchain reference', value: '0x'.padEnd(66, 'a3f9') },
      { id: 'route', label: 'Route', value: 'Port of Shanghai, China -> Port of Rotterdam, Netherlands' },
    ],
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

export const Empty: Story = { args: { rows: [] } };

/** The `rows` layout of the details dialogs: the label beside its value, a rule under each fact. */
export const Rows: Story = {
  args: { layout: 'rows' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByText('HS code').parentElement;
    await expect(row).toHaveAttribute('data-field', 'hsCode');
    await expect(getComputedStyle(row as HTMLElement).gridTemplateColumns.split(' ')).toHaveLength(2);
  },
};

/** Ids set in the monospace font, and a row linking to the item on its own screen. */
export const MonoAndLink: Story = {
  args: {
    rows: [
      { id: 'id', label: 'Order ID', value: 'PO-2026-001', mono: true },
      ...linkRows('shipment', 'Shipment', {
        text: 'SH-2026-001',
        to: '/shipping-logistics?shipment=SH-2026-001',
      }),
      ...linkRows('report', 'Inspection report', undefined),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'SH-2026-001' })).toHaveAttribute(
      'href',
      '/shipping-logistics?shipment=SH-2026-001',
    );
    await expect(canvas.queryByText('Inspection report')).toBeNull();
    await expect(getComputedStyle(canvas.getByText('PO-2026-001')).fontFamily).toMatch(/mono/i);
  },
};
