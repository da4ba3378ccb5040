import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DeployPanel } from '../../../src/components/smartContracts/DeployPanel';

const meta = {
  title: 'Components/SmartContracts/DeployPanel',
  component: DeployPanel,
  args: {
    state: 'idle',
    labels: {
      heading: 'Deploy Contract',
      description: 'Deploys the chosen template to the blockchain.',
      selected: 'Template:',
      noTemplate: 'No template chosen yet: pick one with Use Template.',
      progress: 'Deployment progress',
      deploy: 'Deploy Contract',
      deploying: 'Deploying Contract...',
      deployed: 'Contract deployed.',
    },
    templateName: 'Milestone Escrow',
    progress: 0,
    progressText: '0%',
    badges: [
      { code: 'securityAudit', label: 'Security Audit', value: 'Passed' },
      { code: 'multiSig', label: 'Multi-sig Setup', value: '2 of 3 Required' },
      { code: 'gasOptimization', label: 'Gas Optimization', value: 'Optimized' },
    ],
    canDeploy: true,
    onDeploy: fn(),
  },
} satisfies Meta<typeof DeployPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2 of 3 Required')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Deploy Contract' }));
    await expect(args.onDeploy).toHaveBeenCalledTimes(1);
  },
};

export const NoTemplate: Story = {
  args: { templateName: null, canDeploy: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Deploy Contract' })).toBeDisabled();
  },
};

export const Deploying: Story = {
  args: { state: 'deploying', progress: 40, progressText: '40%', canDeploy: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Deploying Contract...' })).toBeDisabled();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  },
};

export const Deployed: Story = {
  args: { state: 'deployed', progress: 100, progressText: '100%' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Contract deployed.');
  },
};
