/** The IoT logistics tracker in the real app: the overview flag, the sensor tiles, resolving an alert. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/IotLogistics',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/iot-logistics' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('two shipments are flagged on the overview', async () => {
      await waitFor(() => expect(canvas.getAllByText('Needs attention')).toHaveLength(2));
    });
    await step('the sensors tab shows four tiles per shipment', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Sensors' }));
      await waitFor(() => expect(canvas.getAllByRole('progressbar')).toHaveLength(20));
    });
    await step('resolve an alert', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Alerts' }));
      await userEvent.click(
        await canvas.findByRole('button', { name: 'Resolve Low battery: 15% for SH-2026-007' }),
      );
      await waitFor(() =>
        expect(canvas.queryByRole('button', { name: 'Resolve Low battery: 15% for SH-2026-007' })).toBeNull(),
      );
    });
  },
};

/** A sensor notification's link: the live map opens with its shipment marked, in view and announced. */
export const LinkedOnMap: Story = {
  parameters: { route: '/iot-logistics?tab=map&shipment=SH-2026-008' },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    const item = await waitFor(
      () => {
        const found = canvasElement.querySelector('button[data-shipment="SH-2026-008"]');
        if (!found) throw new Error('the map list has not loaded');
        return found;
      },
      { timeout: 4000 },
    );
    await expect(item).toHaveAttribute('aria-current', 'true');
    await expect(item).toHaveAttribute('aria-pressed', 'true');
    await expect(item).toHaveTextContent('SRT-2026-001889');
    await expect(canvas.getByText('Selected: shipment SH-2026-008')).toBeInTheDocument();
  },
};
