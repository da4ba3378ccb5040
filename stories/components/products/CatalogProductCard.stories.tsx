import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CatalogProductCard } from '../../../src/components/products/CatalogProductCard';

const meta = {
  title: 'Components/Products/CatalogProductCard',
  component: CatalogProductCard,
  decorators: [
    (Story, { args }) => (
      <div css={{ maxInlineSize: args.layout === 'list' ? 760 : 380 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    layout: 'grid',
    name: 'Copper Cathodes',
    category: 'minerals',
    categoryLabel: 'Minerals',
    availabilityLabel: 'limited',
    availabilityTone: 'warning',
    price: 'SDR 8,450.00',
    rating: '4.5',
    ratingLabel: 'Rated 4.5 out of 5',
    reviews: '(67 reviews)',
    location: 'Antofagasta, Chile',
    locationLabel: 'Location',
    description:
      'Grade A copper cathodes per tonne, 99.99% Cu, LME registered brand, bundled on pallets, with a long tail of text that the card clamps to two lines so every card keeps its height.',
    has3DModel: true,
    viewDetailsLabel: 'View Details',
    view3dLabel: '3D View',
    onViewDetails: fn(),
    onView3d: fn(),
  },
} satisfies Meta<typeof CatalogProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const With3DModel: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('View Details and 3D View report their clicks', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'View Details' }));
      await expect(args.onViewDetails).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: '3D View' }));
      await expect(args.onView3d).toHaveBeenCalledTimes(1);
    });
    await step('the description is clamped to two lines', async () => {
      const description = canvas.getByText(/Grade A copper/);
      await expect(getComputedStyle(description).webkitLineClamp).toBe('2');
    });
  },
};

export const Without3DModel: Story = {
  args: { has3DModel: false, availabilityLabel: 'available', availabilityTone: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '3D View' })).toBeNull();
  },
};

/** "out-of-stock" shows with its hyphens as spaces, in red. */
export const OutOfStock: Story = {
  args: { availabilityLabel: 'out of stock', availabilityTone: 'danger' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('out of stock')).toBeVisible();
  },
};

export const ListLayout: Story = { args: { layout: 'list' } };

export const LongText: Story = {
  args: {
    name: 'Lithium-ion Battery Cells for Grid-Scale Energy Storage, Prismatic, Tested and Graded',
    location: 'Gyeonggi-do Industrial Complex, Seoul Metropolitan Area, South Korea',
    price: 'SDR 1,000,000,000.00',
    reviews: '(12,345 reviews)',
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    name: 'كاثودات النحاس',
    categoryLabel: 'المعادن',
    availabilityLabel: 'كمية محدودة',
    ratingLabel: 'التقييم 4.5 من 5',
    reviews: '(67 مراجعة)',
    location: 'أنتوفاغاستا، تشيلي',
    locationLabel: 'الموقع',
    description: 'كاثودات نحاس من الدرجة A بالطن، 99.99% نحاس، علامة مسجلة في بورصة لندن للمعادن.',
    viewDetailsLabel: 'عرض التفاصيل',
    view3dLabel: 'عرض ثلاثي الأبعاد',
  },
};
