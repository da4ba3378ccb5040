/**
 * Workbench defaults and extra stories of `src/machines/session.machine.ts` (see
 * `.storybook/workbench/machineIndexer.ts`). The default export configures the live actor; each named
 * export is one more story under Machines/Session.
 */
import { expect, waitFor } from 'storybook/test';
import type { sessionMachine } from '../../../src/machines/session.machine';
import type { WorkbenchConfig } from '../workbenchConfig';
import { isDrawnActive, waitForWorkbench, type WorkbenchStory } from '../machineStories';

export default {
  // The app toasts here; the workbench shows the step in its event log instead.
  provide: () => ({ actions: { notifyLoggedIn: () => {}, notifyLoggedOut: () => {} } }),
} satisfies WorkbenchConfig<typeof sessionMachine>;

// Clicking an event button moves the highlight, and the other button greys out.
export const ClickThrough: WorkbenchStory = {
  name: 'Click through',
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await waitForWorkbench(canvasElement);
    await expect(isDrawnActive(canvasElement, 'session.loggedOut')).toBe(true);
    await expect(canvas.getByRole('button', { name: 'user.logout' })).toBeDisabled();
    await step('user.login highlights loggedIn', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'user.login' }));
      await waitFor(() => expect(isDrawnActive(canvasElement, 'session.loggedIn')).toBe(true));
      await expect(isDrawnActive(canvasElement, 'session.loggedOut')).toBe(false);
      await expect(canvas.getByRole('button', { name: 'user.login' })).toBeDisabled();
    });
    await step('user.logout goes back', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'user.logout' }));
      await waitFor(() => expect(isDrawnActive(canvasElement, 'session.loggedOut')).toBe(true));
    });
  },
};

// Starts logged in: the named state is reached by replaying its shortest path.
export const LoggedIn: WorkbenchStory = { name: 'Logged in', startIn: 'loggedIn' };
