/**
 * How the first paint and the screens reach the shell runtime. The runtime (XState, the Radix menus,
 * dialogs, tooltips and toasts) arrives in its own chunk right after the first paint; until then this
 * context holds `null` and the layout shows look-alike static controls.
 */
import { createContext, useCallback, useContext } from 'react';
import type { ToastInput } from '../machines/toastQueue.machine';
import type { ShellActors } from './shellActors';
import type * as ShellRuntimeModule from './ShellRuntime';

export type ShellRuntimeUi = typeof ShellRuntimeModule;

export interface LoadedShell {
  ui: ShellRuntimeUi;
  actors: ShellActors;
}

export const ShellContext = createContext<LoadedShell | null>(null);

export function useShell(): LoadedShell | null {
  return useContext(ShellContext);
}

/** Queue a toast. Before the runtime has loaded (a few milliseconds after start) there is no queue yet. */
export function useToast(): (toast: ToastInput) => void {
  const shell = useShell();
  return useCallback((toast: ToastInput) => shell?.actors.toasts.send({ type: 'toast.add', toast }), [shell]);
}
