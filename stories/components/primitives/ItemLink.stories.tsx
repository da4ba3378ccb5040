import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ItemLink } from '../../../src/components/primitives/ItemLink';

const meta = {
  title: 'Components/Primitives/ItemLink',
  component: ItemLink,
  args: { to: '/shipping-logistics?shipment=SH-2026-001', children: 'SH-2026-001' },
} satisfies Meta<typeof ItemLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'SH-2026-001' })).toHaveAttribute(
      'href',
      '/shipping-logistics?shipment=SH-2026-001',
    );
  },
};

/** A long name wraps inside a narrow column instead of widening it. */
export const LongName: Story = {
  args: { children: 'Inspection report QR-2026-0451-ANNEX-B-HOT-ROLLED-STEEL-COILS-SUPPLEMENTARY' },
  decorators: [(Story) => <div style={{ maxWidth: 200 }}>{Story()}</div>],
};
