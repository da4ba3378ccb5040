/** Workbench file of `src/machines/product3dViewer.machine.ts`: a viewer opened without reduced motion. */
import type { product3dViewerMachine } from '../../../src/machines/product3dViewer.machine';
import type { WorkbenchConfig } from '../workbenchConfig';

export default {
  input: () => ({ reducedMotion: false }),
  events: {
    'user.drag': { x: 10, y: -15 },
    'user.rotate': { x: 0, y: 15 },
    'system.reducedMotion': { reduced: true },
  },
} satisfies WorkbenchConfig<typeof product3dViewerMachine>;
