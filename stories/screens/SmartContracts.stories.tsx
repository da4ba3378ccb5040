/** Smart contracts in the real app: choose a template, start a deploy, open a contract's details. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/SmartContracts',
  render: renderApp,
  beforeEach: seedStorage,
  parameters: { layout: 'fullscreen', router: false, route: '/smart-contracts' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await shellReady(canvasElement);
    await step(
      'Use Template then Deploy: the button reads Deploying Contract... and is disabled',
      async () => {
        await userEvent.click(await canvas.findByRole('button', { name: 'Use Template: Milestone Escrow' }));
        await userEvent.click(canvas.getByRole('button', { name: 'Deploy Contract' }));
        await expect(canvas.getByRole('button', { name: 'Deploying Contract...' })).toBeDisabled();
      },
    );
    await step('View Details opens the contract', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'View Details: SC-2024-001' }));
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Contract SC-2024-001',
      });
      await expect(dialog).toHaveTextContent('3 of 5 completed');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    });
  },
};
