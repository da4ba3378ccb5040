import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from '../../../src/components/primitives/ProgressBar';

const meta = {
  title: 'Components/Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Order progress', value: 65, tone: 'info' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {};
export const Empty: Story = { args: { value: 0 } };
export const Full: Story = { args: { value: 100, tone: 'success' } };
export const Critical: Story = { args: { label: 'Battery', value: 12, valueText: '12%', tone: 'danger' } };
/** Out-of-range and non-numeric values are clamped, never drawn past the track. */
export const OutOfRange: Story = { args: { value: 250, tone: 'warning' } };
export const NotANumber: Story = { args: { value: Number.NaN } };
