/**
 * Workbench defaults and extra stories of `src/machines/toastQueue.machine.ts`: sample payloads for
 * `toast.add` and `user.dismiss`, a story that starts paused, and one that drives the timers.
 */
import { expect, waitFor } from 'storybook/test';
import { workbenchStrings } from '../strings';
import type { toastQueueMachine } from '../../../src/machines/toastQueue.machine';
import type { WorkbenchConfig } from '../workbenchConfig';
import { isDrawnActive, waitForWorkbench, type WorkbenchStory } from '../machineStories';

export default {
  events: {
    'toast.add': { toast: { tone: 'info', title: 'Cargo cleared customs' } },
    'user.dismiss': { id: 'toast-1' },
  },
} satisfies WorkbenchConfig<typeof toastQueueMachine>;

// A toast on screen with its timer stopped (reached by toast.add, then user.pause).
export const Paused: WorkbenchStory = { startIn: 'showing.paused' };

// "Next timer" fires the queue's delays one by one: two toasts leave 5000 ms apart.
export const NextTimer: WorkbenchStory = {
  name: 'Next timer',
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await waitForWorkbench(canvasElement);
    await step('two toasts arrive', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'toast.add' }));
      await userEvent.click(canvas.getByRole('button', { name: 'toast.add' }));
      await waitFor(() => expect(isDrawnActive(canvasElement, 'toastQueue.showing.running')).toBe(true));
    });
    await step('the first timer removes the oldest and restarts', async () => {
      await userEvent.click(canvas.getByRole('button', { name: workbenchStrings.nextTimer }));
      await expect(canvas.getByText(workbenchStrings.now(5000))).toBeInTheDocument();
      await expect(isDrawnActive(canvasElement, 'toastQueue.showing.running')).toBe(true);
    });
    await step('the second timer empties the queue', async () => {
      await userEvent.click(canvas.getByRole('button', { name: workbenchStrings.nextTimer }));
      await waitFor(() => expect(isDrawnActive(canvasElement, 'toastQueue.empty')).toBe(true));
      await expect(canvas.getByText(workbenchStrings.now(10_000))).toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: workbenchStrings.nextTimer })).toBeDisabled();
    });
  },
};
