import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DealOverview } from '../../../src/components/dealMaker/DealOverview';
import { en } from '../../support/english';
import { td } from './dealFixtures';

const meta = {
  title: 'Components/DealMaker/DealOverview',
  component: DealOverview,
  args: {
    texts: {
      heading: td('overview.heading'),
      parties: td('overview.parties'),
      commodity: td('overview.commodity'),
      status: td('overview.status'),
      matchScore: td('overview.matchScore'),
      estimatedValue: td('overview.estimatedValue'),
    },
    reference: 'Deal DL-0420',
    parties: [
      { id: 'steppe-harvest', name: en('cast:steppe-harvest'), to: '/trade-search?listing=lst-201' },
      { id: 'nile-petroleum', name: en('cast:nile-petroleum'), to: '/negotiation-chat?room=room-wheat-oil' },
    ],
    commodity: 'Durum wheat',
    statusLabel: td('dealStatus.negotiating'),
    statusTone: 'pending',
    matchScore: '92%',
    estimatedValue: 'SDR 6,137,500.00',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DealOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Negotiating: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: td('overview.heading') })).toBeVisible();
    await expect(canvas.getAllByText('Negotiating')).toHaveLength(2);
    await expect(canvas.getByText('92%')).toBeVisible();
    await expect(canvas.getByText('SDR 6,137,500.00')).toBeVisible();
    // A counterparty links to where it lives: its listing, else its negotiation room.
    await expect(canvas.getByRole('link', { name: 'Steppe Harvest' })).toHaveAttribute(
      'href',
      '/trade-search?listing=lst-201',
    );
  },
};

/** A link opened this deal: it is marked as the current one. */
export const Current: Story = {
  args: { current: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: td('overview.heading') })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

export const Agreed: Story = { args: { statusLabel: td('dealStatus.agreed'), statusTone: 'success' } };

export const ManyParties: Story = {
  args: {
    parties: [
      ...['steppe-harvest', 'nile-petroleum', 'rhine-machinery', 'andes-copper'].map((id) => ({
        id,
        name: en(`cast:${id}`),
      })),
      { id: 'long', name: 'A Very Long Trading House Name International Holding Company Limited' },
    ],
  },
};
