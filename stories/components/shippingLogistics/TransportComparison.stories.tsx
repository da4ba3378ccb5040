import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  TransportComparison,
  type TransportOptionView,
} from '../../../src/components/shippingLogistics/TransportComparison';

const options = (suitable: string | null): TransportOptionView[] => [
  {
    mode: 'sea',
    label: 'Sea freight',
    cost: '$2,500',
    time: '25-30 days',
    capacity: '500+ tons',
    suitable: suitable === 'sea',
  },
  {
    mode: 'air',
    label: 'Air freight',
    cost: '$8,500',
    time: '3-5 days',
    capacity: '50 tons',
    suitable: suitable === 'air',
  },
  {
    mode: 'rail',
    label: 'Rail freight',
    cost: '$4,200',
    time: '15-20 days',
    capacity: '200 tons',
    suitable: suitable === 'rail',
  },
];

const meta = {
  title: 'Components/ShippingLogistics/TransportComparison',
  component: TransportComparison,
  args: {
    heading: 'Transport Mode Comparison',
    description: 'For 820 t of Steel coils (SH-2026-001) the suitable mode is Sea freight.',
    options: options('sea'),
    labels: { cost: 'Cost', time: 'Transit time', capacity: 'Capacity', suitable: 'Suitable for this cargo' },
  },
} satisfies Meta<typeof TransportComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample figures; sea highlighted for a heavy cargo. */
export const SeaSuitable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Suitable for this cargo')).toHaveLength(1);
    const sea = canvasElement.querySelector('[data-mode="sea"]');
    await expect(sea).toHaveAttribute('data-suitable', 'true');
    await expect(sea).toHaveTextContent('$2,500');
    await expect(sea).toHaveTextContent('25-30 days');
    await expect(sea).toHaveTextContent('500+ tons');
  },
};

export const AirSuitable: Story = {
  args: {
    description: 'For 12 t of Medical equipment (SH-2026-003) the suitable mode is Air freight.',
    options: options('air'),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-mode="air"]')).toHaveAttribute('data-suitable', 'true');
  },
};

export const RailSuitable: Story = {
  args: {
    description: 'For 180 t of Wheat (SH-2026-002) the suitable mode is Rail freight.',
    options: options('rail'),
  },
};

/** No usable cargo weight: nothing is highlighted. */
export const NoneSuitable: Story = {
  args: { description: 'No cargo weight for SH-2026-009: no mode is highlighted.', options: options(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText('Suitable for this cargo')).toBeNull();
  },
};

export const LongText: Story = {
  args: {
    description:
      'For 640 t of Refrigerated pharmaceutical intermediates on temperature-controlled pallets (SH-2026-001-EXTENDED) the suitable mode is Sea freight.',
    options: options('sea').map((option) => ({
      ...option,
      label: `${option.label} with door-to-door delivery`,
    })),
    labels: {
      cost: 'Cost per shipment, all surcharges included',
      time: 'Transit time from port to port',
      capacity: 'Capacity per booking',
      suitable: 'Suitable for this cargo',
    },
  },
};
