import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  ProductTradeCard,
  type ProductTradeCardProps,
} from '../../../src/components/products/ProductTradeCard';

const labels = {
  value: 'Value',
  supplier: 'Supplier',
  location: 'Location',
  certifications: 'Certifications',
  quickMatch: 'Quick Match',
  matchRequested: 'Match requested',
  cancelMatch: 'Cancel request',
};

/** Holds the requested flag the way the screen's machine does, so the play functions can toggle it. */
function Stateful(props: ProductTradeCardProps) {
  const [requested, setRequested] = useState(props.requested);
  return (
    <div css={{ maxInlineSize: 380 }}>
      <ProductTradeCard
        {...props}
        requested={requested}
        onQuickMatch={() => {
          setRequested(true);
          props.onQuickMatch();
        }}
        onCancelMatch={() => {
          setRequested(false);
          props.onCancelMatch();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Components/Products/ProductTradeCard',
  component: ProductTradeCard,
  render: Stateful,
  args: {
    name: 'Brent Crude Oil',
    category: 'energy',
    categoryLabel: 'Energy',
    description: 'Light sweet crude, 500,000 barrels ready for multi-party barter against grain or metals.',
    value: 'SDR 2,450,000.00',
    location: 'Dubai, UAE',
    supplier: 'Emirates Petroleum Trading',
    rating: '4.8',
    ratingLabel: 'Rated 4.8 out of 5',
    certifications: ['ISO 9001', 'API Q1'],
    stockLabel: 'In stock',
    inStock: true,
    trendingLabel: 'Trending',
    requested: false,
    labels,
    onQuickMatch: fn(),
    onCancelMatch: fn(),
  },
} satisfies Meta<typeof ProductTradeCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

export const QuickMatchRequested: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('Quick Match marks the card and offers to withdraw', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Quick Match' }));
      await expect(args.onQuickMatch).toHaveBeenCalledTimes(1);
      await expect(canvas.getByText('Match requested')).toBeVisible();
      await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'requested');
    });
    await step('Cancel request returns to Quick Match', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel request' }));
      await expect(args.onCancelMatch).toHaveBeenCalledTimes(1);
      await expect(canvas.getByRole('button', { name: 'Quick Match' })).toBeVisible();
    });
  },
};

export const OutOfStock: Story = {
  args: { inStock: false, stockLabel: 'Out of stock', trendingLabel: undefined, certifications: [] },
};

// Long names, descriptions and supplier names wrap inside the card instead of overflowing it.
export const LongText: Story = {
  args: {
    name: 'Industrial Microcontrollers with Extended Temperature Range and Automotive Qualification',
    description: 'A very long description. '.repeat(12),
    supplier: 'Penang Microsystems International Holdings Berhad (Regional Distribution)',
    certifications: ['ISO 9001', 'RoHS', 'REACH', 'IATF 16949', 'AEC-Q100'],
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    name: 'نفط خام برنت',
    categoryLabel: 'الطاقة',
    description: 'خام خفيف حلو، 500,000 برميل جاهزة للمقايضة متعددة الأطراف.',
    location: 'دبي، الإمارات',
    supplier: 'الإمارات لتجارة البترول',
    ratingLabel: 'التقييم 4.8 من 5',
    stockLabel: 'متوفر',
    trendingLabel: 'رائج',
    certifications: ['GlobalG.A.P.', 'ISO 22000'],
    labels: {
      value: 'القيمة',
      supplier: 'المورد',
      location: 'الموقع',
      certifications: 'الشهادات',
      quickMatch: 'مطابقة سريعة',
      matchRequested: 'تم طلب المطابقة',
      cancelMatch: 'إلغاء الطلب',
    },
  },
};
