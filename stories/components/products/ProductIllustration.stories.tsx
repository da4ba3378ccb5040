import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductIllustration } from '../../../src/components/products/ProductIllustration';
import { productCategories, type ProductCategory } from '../../../src/data/products';

const categories = productCategories.filter((c): c is ProductCategory => c !== 'all');

const meta = {
  title: 'Components/Products/ProductIllustration',
  component: ProductIllustration,
  args: { category: 'energy', size: 56 },
} satisfies Meta<typeof ProductIllustration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Energy: Story = {};
export const Large: Story = { args: { category: 'minerals', size: 96 } };

/** Every category's picture and colour side by side; all decorative. */
export const EveryCategory: Story = {
  render: (args) => (
    <div css={{ display: 'flex', gap: 12 }}>
      {categories.map((category) => (
        <ProductIllustration key={category} {...args} category={category} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tiles = canvasElement.querySelectorAll('[data-category]');
    await expect(tiles).toHaveLength(6);
    for (const tile of tiles) await expect(tile).toHaveAttribute('aria-hidden', 'true');
  },
};
