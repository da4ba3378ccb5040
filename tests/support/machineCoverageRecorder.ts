/** The one recorder of a test file: shared by the `createActor` wrapper and the file's `afterAll`. */
import { createRecorder } from './machineCoverage';

export const recorder = createRecorder();
