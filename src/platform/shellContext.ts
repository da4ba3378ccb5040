/**
 * How the first paint and the screens reach the shell runtime. The runtime (XState, the Radix menus,
 * dialogs, tooltips and toasts) is its own chunk, loaded at the first sign of the member's intent
 * (pointer, touch, key, focus, wheel) rather than during page load, so loading the page never pays for
 * it. Until then `ShellContext` holds `null` and the layout shows look-alike static controls; a control
 * used before the runtime is in asks for it with its intent, which the runtime replays once live.
 */
import { createContext, useCallback, useContext } from 'react';
import type { ToastInput } from '../machines/toastQueue.machine';
import type { ShellActors } from './shellActors';
import type * as ShellRuntimeModule from './ShellRuntime';

export type ShellRuntimeUi = typeof ShellRuntimeModule;

/** What the member did with a static control before the runtime was live. */
export type ShellIntent =
  | { kind: 'login' }
  | { kind: 'openMenu'; menu: 'language' | 'theme' | 'mobileNav' }
  | { kind: 'openNavGroup'; group: string };

export interface LoadedShell {
  ui: ShellRuntimeUi;
  actors: ShellActors;
  /** The interaction to replay, if a static control was used before the runtime arrived. */
  intent: ShellIntent | null;
}

export const ShellContext = createContext<LoadedShell | null>(null);

/** Asks for the runtime (idempotent), remembering what the member wanted to do. */
export const RequestShellContext = createContext<(intent?: ShellIntent) => void>(() => {});

export function useShell(): LoadedShell | null {
  return useContext(ShellContext);
}

export function useRequestShell(): (intent?: ShellIntent) => void {
  return useContext(RequestShellContext);
}

/** Queue a toast. Toasts follow interactions, which bring the runtime; before it there is no queue. */
export function useToast(): (toast: ToastInput) => void {
  const shell = useShell();
  return useCallback((toast: ToastInput) => shell?.actors.toasts.send({ type: 'toast.add', toast }), [shell]);
}
