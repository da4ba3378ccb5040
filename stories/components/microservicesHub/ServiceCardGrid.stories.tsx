import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ServiceCardGrid,
  type ServiceCardView,
} from '../../../src/components/microservicesHub/ServiceCardGrid';

const services: ServiceCardView[] = [
  {
    id: 'valuation',
    name: 'Valuation Engine',
    description: 'Commodity prices in SDR, the SDRC index and geopolitical risk.',
    icon: 'gem',
    protocol: 'gRPC',
    statusLabel: 'Active',
    statusTone: 'success',
  },
  {
    id: 'aiMatching',
    name: 'AI Matching Service',
    description: 'Finds two-party and multi-party barter matches for what you offer and seek.',
    icon: 'chip',
    protocol: 'REST',
    statusLabel: 'Active',
    statusTone: 'success',
  },
  {
    id: 'tradeManager',
    name: 'Trade Manager',
    description: 'Follows each trade from proposal to settlement.',
    icon: 'layers',
    protocol: 'GraphQL',
    statusLabel: 'Active',
    statusTone: 'success',
    note: 'Coming soon',
  },
  {
    id: 'logistics',
    name: 'Logistics Orchestrator',
    description: 'Plans routes and books carriers for every shipment.',
    icon: 'mapPin',
    protocol: 'Async messaging',
    statusLabel: 'Maintenance',
    statusTone: 'warning',
    note: 'Coming soon',
  },
  {
    id: 'financialHub',
    name: 'SRD Financial Hub',
    description: 'Settles trades in SRD on the blockchain.',
    icon: 'wallet',
    protocol: 'Blockchain RPC',
    statusLabel: 'Offline',
    statusTone: 'danger',
    note: 'Coming soon',
  },
];

const meta = {
  title: 'Components/MicroservicesHub/ServiceCardGrid',
  component: ServiceCardGrid,
  args: {
    heading: 'Services',
    headingId: 'story-services',
    protocolLabel: 'Interface',
    statusLabel: 'Status',
    services,
    selectedId: 'valuation',
    onSelect: fn(),
  },
} satisfies Meta<typeof ServiceCardGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

// Five services, the first selected; a click and the keyboard both select.
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('the selected card is pressed, with its interface and status', async () => {
      const card = canvas.getByRole('button', { name: 'Valuation Engine' });
      await expect(card).toHaveAttribute('aria-pressed', 'true');
      await expect(card).toHaveAccessibleDescription(/gRPC.*Active/);
    });
    await step('a click selects another service', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'AI Matching Service' }));
      await expect(args.onSelect).toHaveBeenCalledWith('aiMatching');
    });
    await step('Enter on a focused card selects it', async () => {
      canvas.getByRole('button', { name: 'SRD Financial Hub' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSelect).toHaveBeenCalledWith('financialHub');
    });
  },
};

// Selection moves with the state a screen keeps.
export const Selecting: Story = {
  render: function Render(args) {
    const [selected, setSelected] = useState(args.selectedId);
    return <ServiceCardGrid {...args} selectedId={selected} onSelect={setSelected} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Logistics Orchestrator' }));
    await expect(canvas.getByRole('button', { name: 'Logistics Orchestrator' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Valuation Engine' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const Empty: Story = { args: { services: [] } };

// Long names and descriptions wrap inside the card.
export const LongText: Story = {
  args: {
    services: services.map((service) => ({
      ...service,
      name: `${service.name} with a much longer regional deployment name`,
      description: `${service.description} `.repeat(4),
    })),
  },
};

// More services than the hub has today: the grid keeps wrapping.
export const ManyItems: Story = {
  args: {
    services: [...services, ...services.map((service) => ({ ...service, id: `${service.id}-2` }))],
  },
};
