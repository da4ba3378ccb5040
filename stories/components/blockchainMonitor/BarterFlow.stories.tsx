import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarterFlow } from '../../../src/components/blockchainMonitor/BarterFlow';

const steps = [
  ['initiation', 'Barter initiation', 'Barter initiate'],
  ['valuation', 'Asset valuation', 'Valuation request'],
  ['matching', 'Partner matching', 'Match found'],
  ['approval', 'Deal approval', 'Approval'],
  ['logistics', 'Logistics trigger', 'Shipment trigger'],
  ['tracking', 'IoT tracking', 'Delivery confirm'],
  ['payment', 'Payment release', 'Payment release'],
].map(([id, title, type]) => ({
  id: id!,
  title: title!,
  description: `What happens at the ${title!.toLowerCase()} step.`,
  onChain: `On chain: ${type!}`,
  automatic: id === 'payment' ? 'Automatic on delivery' : undefined,
}));

const meta = {
  title: 'Components/BlockchainMonitor/BarterFlow',
  component: BarterFlow,
  args: {
    heading: 'Barter Flow',
    description: 'The seven steps every barter goes through, each one recorded on chain.',
    listLabel: 'Barter flow steps',
    steps,
    stepLabel: (index: number) => `Step ${index}`,
  },
} satisfies Meta<typeof BarterFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SevenSteps: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Barter flow steps' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByText('Automatic on delivery')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    steps: steps.map((step) => ({
      ...step,
      description: `${step.description} `.repeat(6),
      title: `${step.title} with a much longer name than usual`,
    })),
  },
};
