import type { Meta, StoryObj } from '@storybook/react-vite';
import { ContextView } from './ContextView';

const meta = {
  title: 'Components/Workbench/ContextView',
  component: ContextView,
  args: { heading: 'Context', emptyText: 'No context', json: undefined },
} satisfies Meta<typeof ContextView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithContext: Story = {
  args: {
    json: JSON.stringify(
      { toasts: [{ id: 'toast-1', tone: 'info', title: 'Cargo cleared' }], nextId: 2 },
      null,
      2,
    ),
  },
};
/** A long context scrolls inside its box instead of widening the page. */
export const Long: Story = {
  args: {
    json: JSON.stringify(
      {
        steps: Array.from({ length: 7 }, (_, i) => ({
          status: 'completed',
          txHash: `0x${'ab'.repeat(32)}${i}`,
        })),
      },
      null,
      2,
    ),
  },
};
