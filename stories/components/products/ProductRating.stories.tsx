import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProductRating } from '../../../src/components/products/ProductRating';

const meta = {
  title: 'Components/Products/ProductRating',
  component: ProductRating,
  args: { value: '4.8', label: 'Rated 4.8 out of 5' },
} satisfies Meta<typeof ProductRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutReviews: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rated 4.8 out of 5')).toBeInTheDocument();
  },
};
export const WithReviews: Story = { args: { reviews: '(156 reviews)' } };
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { value: '4.8', label: 'التقييم 4.8 من 5', reviews: '(156 مراجعة)' },
};
