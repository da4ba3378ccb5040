import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatCard } from '../../../src/components/primitives/StatCard';

const meta = {
  title: 'Components/Primitives/StatCard',
  component: StatCard,
  args: {
    label: 'Total Trade Volume',
    value: '12.5M SDR',
    hint: '+15.3% from last month',
    icon: 'star',
    tone: 'success',
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutHint: Story = { args: { hint: undefined, icon: undefined } };
export const Warning: Story = {
  args: { label: 'Disputes', value: '3', hint: '2 need review', icon: 'alert', tone: 'warning' },
};
export const LongValue: Story = { args: { value: 'SDR 123,456,789,012.50' } };
