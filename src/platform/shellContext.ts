/**
 * How the shell's parts and the screens reach the shell actors (`shellActors.ts`): one set for the
 * app, provided by `AppProviders`.
 */
import { createContext, useCallback, useContext } from 'react';
import type { ToastInput } from '../machines/toastQueue.machine';
import type { ShellActors } from './shellActors';

export const ShellActorsContext = createContext<ShellActors | null>(null);

export function useShellActors(): ShellActors {
  const actors = useContext(ShellActorsContext);
  if (!actors) throw new Error('useShellActors needs AppProviders above it');
  return actors;
}

/** Shows a toast; outside the app (a component's story) it goes nowhere. */
export function useToast(): (toast: ToastInput) => void {
  const toasts = useContext(ShellActorsContext)?.toasts;
  return useCallback((toast: ToastInput) => toasts?.send({ type: 'toast.add', toast }), [toasts]);
}
