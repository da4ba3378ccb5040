/**
 * How the first paint and the screens reach the shell runtime. The runtime (XState, the Radix menus,
 * dialogs, tooltips and toasts) is its own chunk, loaded at the first sign of the member's intent
 * (pointer, touch, key, focus, wheel) rather than during page load, so loading the page never pays for
 * it. Until then `ShellContext` holds `null` and the layout shows look-alike static controls; a control
 * used before the runtime is in asks for it with its intent, which the runtime replays once live.
 */
import { createContext, useContext } from 'react';
import type { ToastInput } from '../machines/toastQueue.machine';
import type { ShellActors } from './shellActors';
import type * as ShellRuntimeModule from './ShellRuntime';

export type ShellRuntimeUi = typeof ShellRuntimeModule;

/** What the member did with a static control before the runtime was live. */
export type ShellIntent =
  | { kind: 'login' }
  | { kind: 'openMenu'; menu: 'language' | 'theme' | 'mobileNav' }
  | { kind: 'openNavGroup'; group: string }
  | { kind: 'openPalette' }
  | { kind: 'openNotifications' };

export interface LoadedShell {
  ui: ShellRuntimeUi;
  actors: ShellActors;
  /** The interaction to replay, if a static control was used before the runtime arrived. */
  intent: ShellIntent | null;
}

export const ShellContext = createContext<LoadedShell | null>(null);

/** Asks for the runtime (idempotent), remembering what the member wanted to do. */
export const RequestShellContext = createContext<(intent?: ShellIntent) => void>(() => {});

/** True when the runtime chunk failed to load (the layout says so and offers a reload). */
export const ShellFailedContext = createContext(false);

export function useShellFailed(): boolean {
  return useContext(ShellFailedContext);
}

/**
 * Where toasts go: straight to the runtime's queue once it is live, and until then into a queue the
 * providers keep and hand over when it arrives (a toast raised by the first tap is never lost).
 */
export const ToastSinkContext = createContext<(toast: ToastInput) => void>(() => {});

export function useShell(): LoadedShell | null {
  return useContext(ShellContext);
}

export function useRequestShell(): (intent?: ShellIntent) => void {
  return useContext(RequestShellContext);
}

/** Shows a toast, now or as soon as the shell runtime is live. */
export function useToast(): (toast: ToastInput) => void {
  return useContext(ToastSinkContext);
}
