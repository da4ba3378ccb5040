/**
 * The opt-in online inspector. Placeholder until the machine workbench lands: no inspection.
 * (Issue 3 replaces this with `?inspect` in development attaching @statelyai/inspect.)
 */
import type { InspectionEvent, Observer } from 'xstate';

export function appInspect(): Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined {
  return undefined;
}
