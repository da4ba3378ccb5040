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
