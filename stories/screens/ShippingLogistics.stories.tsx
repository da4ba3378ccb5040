/** Shipping & logistics in the real app: first shipment selected, choose another, the suitable mode follows. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/ShippingLogistics',
  tags: ['!autodocs'],
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/shipping-logistics' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    const suitable = () => canvasElement.querySelector('[data-suitable="true"]');
    await step('the first shipment is selected; sea suits its 820 t of steel coils', async () => {
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: /SH-2026-001/ })).toHaveAttribute('aria-pressed', 'true'),
      );
      await expect(canvas.getByRole('heading', { name: 'Shipment SH-2026-001' })).toBeVisible();
      await expect(suitable()).toHaveAttribute('data-mode', 'sea');
    });
    await step('select the rail shipment: its detail, origin port, rail suits 180 t', async () => {
      // Every state the page reaches between two tasks: the new detail never sits beside the old location.
      const seen: string[] = [];
      const observer = new MutationObserver(() => {
        const heading = canvasElement.querySelector('#shipping-detail-heading')?.textContent;
        const location = canvas.queryByTestId('tracking-location')?.textContent;
        seen.push(`${heading} at ${location}`);
      });
      observer.observe(canvasElement, { subtree: true, childList: true, characterData: true });
      await userEvent.click(canvas.getByRole('button', { name: /SH-2026-002/ }));
      await waitFor(() =>
        expect(canvas.getByRole('heading', { name: 'Shipment SH-2026-002' })).toBeVisible(),
      );
      observer.disconnect();
      await expect(canvas.getByTestId('tracking-location')).toHaveTextContent('Almaty port');
      const stale = seen.filter(
        (state) => state.startsWith('Shipment SH-2026-002') && !state.endsWith(' at Almaty port'),
      );
      await expect(stale).toEqual([]);
      await expect(suitable()).toHaveAttribute('data-mode', 'rail');
    });
  },
};

/** A link to a shipment (`?shipment=`) opens it selected. */
export const DeliveredSelected: Story = {
  parameters: { route: '/shipping-logistics?shipment=SH-2026-003' },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Shipment SH-2026-003' })).toBeVisible());
    await expect(canvas.getByText('Arrived')).toBeVisible();
    await expect(canvasElement.querySelector('[data-suitable="true"]')).toHaveAttribute('data-mode', 'air');
  },
};
