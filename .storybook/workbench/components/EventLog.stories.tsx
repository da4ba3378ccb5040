import type { Meta, StoryObj } from '@storybook/react-vite';
import { EventLog } from './EventLog';

const meta = {
  title: 'Components/Workbench/EventLog',
  component: EventLog,
  args: { heading: 'Event log', emptyText: 'No events yet.', entries: [] },
} satisfies Meta<typeof EventLog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const FewEvents: Story = {
  args: {
    entries: [
      { id: 1, at: '0 ms', event: 'xstate.init', state: 'empty' },
      { id: 2, at: '0 ms', event: 'toast.add', state: 'showing.running' },
      { id: 3, at: '5,000 ms', event: 'after 5000 ms (toastDuration)', state: 'empty' },
    ],
  },
};
export const ManyEvents: Story = {
  args: {
    entries: Array.from({ length: 40 }, (_, i) => ({
      id: i + 1,
      at: `${(i * 1200).toLocaleString('en')} ms`,
      event: 'after 1200 ms (tick)',
      state: `running.step${i % 6}`,
    })),
  },
};
