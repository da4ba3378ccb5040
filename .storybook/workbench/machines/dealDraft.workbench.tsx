/**
 * Workbench defaults of `src/machines/dealDraft.machine.ts`: a restored draft with a volume and a price, sample payloads
 * for `user.change` and `user.send`, and storage left alone (the workbench logs the steps instead).
 */
import { expect, waitFor } from 'storybook/test';
import { workbenchStrings } from '../strings';
import type { dealDraftMachine } from '../../../src/machines/dealDraft.machine';
import type { WorkbenchConfig } from '../workbenchConfig';
import { isDrawnActive, waitForWorkbench, type WorkbenchStory } from '../machineStories';

export default {
  input: () => ({ draft: { volume: '25000', price: '245.50' } }),
  provide: () => ({ actions: { writeDraft: () => {}, clearDraft: () => {} } }),
  events: {
    'user.change': { field: 'deliveryDate', value: '2027-01-06' },
    'user.send': { at: '2026-11-22T10:00:00.000Z' },
  },
} satisfies WorkbenchConfig<typeof dealDraftMachine>;

// Save Draft runs for 400 ms, then the draft is saved.
export const SaveDraft: WorkbenchStory = {
  name: 'Save draft',
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await waitForWorkbench(canvasElement);
    await step('user.save starts saving', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'user.save' }));
      await waitFor(() => expect(isDrawnActive(canvasElement, 'dealDraft.saving')).toBe(true));
      await expect(canvas.getByRole('button', { name: 'user.save' })).toBeDisabled();
    });
    await step('the next timer ends the save', async () => {
      await userEvent.click(canvas.getByRole('button', { name: workbenchStrings.nextTimer }));
      await waitFor(() => expect(isDrawnActive(canvasElement, 'dealDraft.settled.saved')).toBe(true));
    });
  },
};

// A proposal on its way (the restored draft has a volume and a price, so user.send goes out).
export const Sending: WorkbenchStory = { startIn: 'sending' };
