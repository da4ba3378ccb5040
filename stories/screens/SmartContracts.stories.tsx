/** Smart contracts in the real app: choose a template, start a deploy, open a contract's details. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleMemberRecord } from '../../src/data/memberRecord';
import { contractFromTemplate, contractTemplates } from '../../src/data/smartContracts';
import { renderApp, seedStorage, shellReady } from '../support/appStory';

const meta = {
  title: 'Screens/SmartContracts',
  tags: ['!autodocs'],
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
      await userEvent.click(canvas.getByRole('button', { name: 'View Details: SC-2026-001' }));
      const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
        name: 'Contract SC-2026-001',
      });
      await expect(dialog).toHaveTextContent('3 of 5 completed');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
    });
  },
};

// A member who deployed a contract earlier: it heads Active Contracts, marked as theirs, and opens.
export const WithDeployedContract: Story = {
  parameters: {
    memberRecord: {
      ...sampleMemberRecord(),
      contracts: [contractFromTemplate(contractTemplates[2]!, 1)],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await shellReady(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Active contracts' });
    const first = within(list).getAllByRole('listitem')[0]!;
    await expect(first).toHaveTextContent('SC-NEW-001');
    await expect(first).toHaveTextContent('New');
    await userEvent.click(canvas.getByRole('button', { name: 'View Details: SC-NEW-001' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Contract SC-NEW-001',
    });
    await expect(dialog).toHaveTextContent('Supply Chain');
  },
};
