import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ClockControls } from './ClockControls';

const meta = {
  title: 'Components/Workbench/ClockControls',
  component: ClockControls,
  args: {
    heading: 'Simulated clock',
    nowText: 'Time: 1,200 ms',
    nextTimerText: 'Next timer at 2,000 ms',
    hasTimer: true,
    plus100Label: '+100 ms',
    plus1sLabel: '+1 s',
    nextTimerLabel: 'Next timer',
    resetLabel: 'Reset',
    onAdvance: fn(),
    onNextTimer: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof ClockControls>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TimerScheduled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '+100 ms' }));
    await expect(args.onAdvance).toHaveBeenCalledWith(100);
    await userEvent.click(canvas.getByRole('button', { name: 'Next timer' }));
    await expect(args.onNextTimer).toHaveBeenCalled();
  },
};
/** Nothing scheduled: "Next timer" has nothing to fire. */
export const NoTimer: Story = {
  args: { nowText: 'Time: 0 ms', nextTimerText: 'No timer scheduled', hasTimer: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Next timer' })).toBeDisabled();
  },
};
