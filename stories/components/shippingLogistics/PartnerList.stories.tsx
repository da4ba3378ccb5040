import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PartnerList, type PartnerView } from '../../../src/components/shippingLogistics/PartnerList';

const partner = (id: string, name: string, type: string, rating: string, routes: string): PartnerView => ({
  id,
  name,
  type,
  rating: `${rating} / 5`,
  ratingLabel: `Rated ${rating} out of 5`,
  routes,
});

const meta = {
  title: 'Components/ShippingLogistics/PartnerList',
  component: PartnerList,
  args: {
    heading: 'Verified Logistics Partners',
    caption: 'Partners verified on the platform, with their rating and the routes they serve',
    partners: [
      partner('silk-ocean', 'Silk Route Ocean Lines', 'Shipping line', '4.8', '45'),
      partner('eurasia-rail', 'Eurasia Rail Freight', 'Rail operator', '4.6', '18'),
      partner('skybridge', 'SkyBridge Air Cargo', 'Air cargo carrier', '4.7', '32'),
      partner('caravan', 'Caravan Global Forwarding', 'Freight forwarder', '4.5', '60'),
    ],
    labels: { type: 'Type', rating: 'Rating', routes: 'Routes' },
    empty: { title: 'No verified partners', body: 'Verified logistics partners will be listed here.' },
  },
} satisfies Meta<typeof PartnerList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Verified Logistics Partners' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('heading', { name: 'Silk Route Ocean Lines' })).toBeVisible();
    await expect(canvas.getByText('Rated 4.8 out of 5')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { partners: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No verified partners')).toBeVisible();
  },
};

export const ManyItems: Story = {
  args: {
    partners: Array.from({ length: 12 }, (_, i) =>
      partner(
        `p${i}`,
        `Partner ${i + 1} Logistics`,
        'Freight forwarder',
        (3 + (i % 20) / 10).toFixed(1),
        String(5 * i + 3),
      ),
    ),
  },
};

export const LongText: Story = {
  args: {
    partners: [
      partner(
        'long',
        'Trans-Eurasian Intermodal Container and Bulk Commodity Forwarding Consortium International',
        'Non-vessel operating common carrier and customs broker',
        '4.9',
        '1,250',
      ),
    ],
  },
};
