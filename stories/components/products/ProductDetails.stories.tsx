import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductDetails } from '../../../src/components/products/ProductDetails';

const meta = {
  title: 'Components/Products/ProductDetails',
  component: ProductDetails,
  decorators: [
    (Story) => (
      <div css={{ maxInlineSize: 520 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    labels: {
      category: 'Category',
      availability: 'Availability',
      price: 'Price',
      rating: 'Rating',
      location: 'Location',
      seller: 'Seller',
      description: 'Description',
    },
    category: 'energy',
    categoryLabel: 'Energy',
    availabilityLabel: 'available',
    availabilityTone: 'success',
    price: 'SDR 75.20',
    rating: '4.8',
    ratingLabel: 'Rated 4.8 out of 5',
    reviews: '(156 reviews)',
    location: 'Ras Tanura, Saudi Arabia',
    seller: 'Gulf Energy Trading',
    description:
      'Light sweet crude oil per barrel, loaded at the terminal, with certificate of origin and independent quality inspection for every cargo.',
  },
} satisfies Meta<typeof ProductDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Gulf Energy Trading')).toBeVisible();
    await expect(canvas.getByText(/independent quality inspection/)).toBeVisible();
  },
};
export const OutOfStock: Story = { args: { availabilityLabel: 'out of stock', availabilityTone: 'danger' } };
export const LongText: Story = {
  args: { description: 'A long description that is shown in full here. '.repeat(15), seller: 'S'.repeat(80) },
};
