import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductTitle } from '../../../src/components/products/ProductTitle';

const meta = {
  title: 'Components/Products/ProductTitle',
  component: ProductTitle,
  args: { id: 'product-title', name: 'Premium Jasmine Rice', category: 'Agriculture' },
} satisfies Meta<typeof ProductTitle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Premium Jasmine Rice' })).toHaveAttribute(
      'id',
      'product-title',
    );
    await expect(canvas.getByText('Agriculture')).toBeVisible();
  },
};
// A name with no place to break wraps inside its column instead of widening the card.
export const LongName: Story = {
  decorators: [(Story) => <div style={{ maxInlineSize: 220 }}>{Story()}</div>],
  args: { name: 'Cold-rolled-stainless-steel-coils-grade-304-2B-finish' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 3 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { name: 'أرز الياسمين الممتاز', category: 'الزراعة' },
};
