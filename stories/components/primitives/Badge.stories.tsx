import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../../../src/components/primitives/Badge';

// Badge is an emotion `styled` component, which react-docgen cannot read: this block is its description.
/**
 * A small status label coloured by its semantic role (`tone`: success, warning, danger, info, pending,
 * active).
 */
const meta = {
  title: 'Components/Primitives/Badge',
  component: Badge,
  args: { tone: 'info', children: 'In transit' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['success', 'warning', 'danger', 'info', 'pending', 'active'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = { args: { tone: 'success', children: 'Cleared' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Documents missing' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Rejected' } };
export const Info: Story = { args: { tone: 'info', children: 'In transit' } };
export const Pending: Story = { args: { tone: 'pending', children: 'Awaiting review' } };
export const Active: Story = { args: { tone: 'active', children: 'Executing' } };
