import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import {
  AiRecommendations,
  type RecommendationView,
} from '../../../src/components/dealMaker/AiRecommendations';
import { td } from './dealFixtures';

const view = (
  id: string,
  field: string,
  suggestion: string,
  confidence: string,
  applied = false,
): RecommendationView => ({
  id,
  title: td(`recommendations.${id}.title`),
  body: td(`recommendations.${id}.body`),
  confidence: `Confidence ${confidence}`,
  suggestion: `${field}: ${suggestion}`,
  applyLabel: td('recommendations.apply', { field }),
  applied,
  appliedLabel: td('recommendations.applied'),
});

const items = [
  view('rec-price', 'Price (SDR per t)', 'SDR 245.50', '87%'),
  view('rec-volume', 'Volume (t)', '25,000 t', '78%'),
  view('rec-delivery', 'Delivery date', 'Jan 6, 2027', '81%'),
  view('rec-payment', 'Payment terms', td('recommendations.rec-payment.value'), '91%'),
];

const meta = {
  title: 'Components/DealMaker/AiRecommendations',
  component: AiRecommendations,
  args: {
    heading: td('recommendations.heading'),
    description: td('recommendations.description'),
    items,
    onApply: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof AiRecommendations>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply to Price (SDR per t)' }));
    await expect(args.onApply).toHaveBeenCalledWith('rec-price');
  },
};

// A recommendation whose value the form already holds shows so instead of its button.
export const Applied: Story = {
  args: { items: [{ ...items[0]!, applied: true }, ...items.slice(1)] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(td('recommendations.applied'))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Apply to Price (SDR per t)' })).toBeNull();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Empty: Story = { args: { items: [] } };
