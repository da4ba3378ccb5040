import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../../../src/components/primitives/Badge';
import { WidestLabel } from '../../../src/components/primitives/WidestLabel';

const states = ['Current Plan', 'Processing...', 'Upgrade to Platinum', 'Downgrade to Platinum'];

const meta = {
  title: 'Components/Primitives/WidestLabel',
  component: WidestLabel,
  args: { label: 'Current Plan', labels: states },
  render: (args) => (
    <Badge tone="success" data-testid="badge">
      <WidestLabel {...args} />
    </Badge>
  ),
} satisfies Meta<typeof WidestLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The shown label in a badge as wide as the widest of the others. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('badge').textContent).toBe('Current Plan');
  },
};

/** One button per label, each given every label: all as wide, each reading (and named) its own only. */
export const EveryLabelOneWidth: Story = {
  render: (args) => (
    <div style={{ display: 'grid', justifyItems: 'start', gap: 8 }}>
      {states.map((state) => (
        <button key={state} type="button">
          <WidestLabel {...args} label={state} />
        </button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const buttons = states.map((state) => canvas.getByRole('button', { name: state }));
    for (const [index, button] of buttons.entries()) await expect(button.textContent).toBe(states[index]);
    const widths = buttons.map((button) => Math.round(button.getBoundingClientRect().width));
    await expect(new Set(widths).size).toBe(1);
  },
};
