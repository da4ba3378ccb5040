/** Customs clearance in the real app: select a shipment, submit its declaration, open Track Status. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/CustomsClearance',
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/customs-clearance' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step('the first shipment is selected; Submit waits for its documents', async () => {
      const first = await canvas.findByRole('button', { name: /CC-2026-001/ });
      await expect(first).toHaveAttribute('aria-pressed', 'true');
      await expect(canvas.getByRole('button', { name: 'Submit Declaration' })).toBeDisabled();
      await expect(canvas.getByTestId('customs-total-tax')).toHaveTextContent('SDR 27,875.00');
    });
    await step('another shipment with every required document approved can be submitted', async () => {
      const third = canvas.getByRole('button', { name: /CC-2026-003/ });
      await userEvent.click(third);
      // Wait for the detail to switch: until then the first shipment's disabled Submit is still there.
      await waitFor(() => expect(third).toHaveAttribute('aria-pressed', 'true'));
      const submit = canvas.getByRole('button', { name: 'Submit Declaration' });
      await waitFor(() => expect(submit).toBeEnabled(), { timeout: 4000 });
      await userEvent.click(submit);
      await waitFor(
        () =>
          expect(canvas.getByTestId('customs-confirmation')).toHaveTextContent(
            'Declaration for CC-2026-003 submitted.',
          ),
        { timeout: 4000 },
      );
    });
    await step('Track Status opens the timeline', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Track Status' }));
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
      await expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
      await userEvent.keyboard('{Escape}');
    });
  },
};
