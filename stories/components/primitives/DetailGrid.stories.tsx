import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DetailGrid } from '../../../src/components/primitives/DetailGrid';

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
