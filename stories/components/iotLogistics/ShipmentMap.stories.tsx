import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ShipmentMap } from '../../../src/components/iotLogistics/ShipmentMap';
import { shipments, statusTones } from '../../../src/data/iotLogistics';
import { mapHeight, mapWidth, worldMap } from '../../../src/screens/iotLogistics/worldMap';
import { worldAnchorDay } from '../../../src/data/worldAnchor';

// Storybook pins today to the anchor: the sample shipments as written.
const sampleShipments = shipments(worldAnchorDay);
const markers = sampleShipments.flatMap((s, i) => {
  const at = worldMap.project([s.currentLocation.lng, s.currentLocation.lat]);
  return at ? [{ id: s.id, x: at[0], y: at[1], tone: statusTones[s.status], selected: i === 0 }] : [];
});
const routes = sampleShipments.map((s, i) => ({
  id: s.id,
  d: worldMap.line(s.originAt, s.destinationAt),
  tone: statusTones[s.status],
  selected: i === 0,
}));

const meta = {
  title: 'Components/IotLogistics/ShipmentMap',
  component: ShipmentMap,
  args: {
    label: 'World map: 5 shipments at their current positions, with their routes',
    width: mapWidth,
    height: mapHeight,
    land: worldMap.land,
    loadingText: 'Loading the map…',
    routes,
    markers,
    onSelect: fn(),
  },
} satisfies Meta<typeof ShipmentMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample shipments: routes as great circles, positions coloured by status, the first selected. */
export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /^World map/ })).toBeVisible();
    await step('a click on a marker selects its shipment', async () => {
      const marker = canvasElement.querySelector('[data-marker="SH-2026-005"] circle');
      if (!marker) throw new Error('marker missing');
      await userEvent.click(marker);
      await expect(args.onSelect).toHaveBeenCalledWith('SH-2026-005');
    });
  },
};

/** While the atlas chunk loads. */
export const Loading: Story = {
  args: { land: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the map…');
  },
};

export const Empty: Story = { args: { routes: [], markers: [] } };
