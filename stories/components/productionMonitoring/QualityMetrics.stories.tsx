import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  QualityMetrics,
  type QualityMetricRow,
} from '../../../src/components/productionMonitoring/QualityMetrics';
import { meetsTarget } from '../../../src/data/productionMonitoring';

const metric = (id: string, name: string, value: number, target: number): QualityMetricRow => {
  const met = meetsTarget(value, target);
  return {
    id,
    name,
    value,
    valueText: `${value.toFixed(1)}%`,
    target,
    targetText: `Target ${target.toFixed(1)}%`,
    met,
    statusLabel: met ? 'On target' : 'Below target',
  };
};

const meta = {
  title: 'Components/ProductionMonitoring/QualityMetrics',
  component: QualityMetrics,
  args: {
    heading: 'Quality Metrics',
    description: 'Green when the value reaches its target.',
    listLabel: 'Quality metrics against targets',
    metrics: [
      metric('overallQuality', 'Overall quality score', 94.5, 95),
      metric('firstPassYield', 'First pass yield', 97.2, 95),
      metric('equipmentEffectiveness', 'Overall equipment effectiveness', 85, 85),
      metric('onTimeDelivery', 'On-time delivery', 88, 90),
    ],
    empty: { title: 'No quality metrics', body: 'Metrics will appear once production is measured.' },
  },
} satisfies Meta<typeof QualityMetrics>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sample: two below target, one above, one exactly on it (green: value >= target). */
export const Mixed: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await step('exactly on target is green', async () => {
      await expect(items[2]).toHaveAttribute('data-met', 'true');
      await expect(items[2]).toHaveTextContent('On target');
    });
    await step('below target is amber and says so', async () => {
      await expect(items[0]).toHaveAttribute('data-met', 'false');
      await expect(canvas.getAllByText('Below target')[0]).toHaveAttribute('data-tone', 'warning');
      await expect(canvas.getAllByText('On target')[0]).toHaveAttribute('data-tone', 'success');
    });
  },
};

export const AllOnTarget: Story = {
  args: {
    metrics: [
      metric('overallQuality', 'Overall quality score', 96, 95),
      metric('firstPassYield', 'First pass yield', 95, 95),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('On target')).toHaveLength(2);
  },
};

export const AllBelowTarget: Story = {
  args: {
    metrics: [
      metric('overallQuality', 'Overall quality score', 80, 95),
      metric('onTimeDelivery', 'On-time delivery', 0, 90),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('Below target')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { metrics: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No quality metrics')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    metrics: [
      metric(
        'equipmentEffectiveness',
        'Overall equipment effectiveness across every line of the plant, weighted by scheduled hours',
        85,
        85,
      ),
    ],
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
};

export const ManyItems: Story = {
  args: {
    metrics: Array.from({ length: 12 }, (_, i) => metric(`m${i}`, `Line ${i + 1} yield`, 85 + i, 90)),
  },
};
