import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SimulationPanel } from '../../../src/components/tradeSimulator/SimulationPanel';

const meta = {
  title: 'Components/TradeSimulator/SimulationPanel',
  component: SimulationPanel,
  args: {
    state: 'idle',
    labels: {
      heading: 'AI Simulation',
      description: 'Simulates the proposed matches.',
      run: 'Run AI Simulation',
      running: 'Running simulation...',
      idleHint: 'Run the simulation to see the results of the current matches.',
      resultsHeading: 'Simulation Results',
      totalValue: 'Total Value',
      successfulTrades: 'Successful Trades',
      averageScore: 'Average Match Score',
      carbonSaved: 'Carbon Saved',
      timeToComplete: 'Time to Complete',
    },
    figures: null,
    canRun: true,
    onRun: fn(),
  },
} satisfies Meta<typeof SimulationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Run AI Simulation' }));
    await expect(args.onRun).toHaveBeenCalledTimes(1);
  },
};

export const Running: Story = {
  args: { state: 'running', canRun: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Running simulation...' })).toBeDisabled();
  },
};

export const Results: Story = {
  args: {
    state: 'results',
    figures: {
      totalValue: 'SDR 4,728,400.00',
      successfulTrades: '2',
      averageScore: '87.5',
      carbonSaved: '412 t CO2',
      timeToComplete: '12 days',
    },
  },
  play: async ({ canvasElement }) => {
    const results = within(canvasElement).getByRole('region', { name: 'Simulation Results' });
    await expect(results).toHaveTextContent('SDR 4,728,400.00');
    await expect(results).toHaveTextContent('412 t CO2');
  },
};
