/**
 * How screens create their actors: `useAppActorRef(machine, options)` instead of `useActorRef`.
 * It is `useActorRef` plus what every actor of the app should get: the opt-in Stately inspector in
 * development (see `inspector.ts`). The actor stops when the component unmounts, so no timer outlives
 * its screen. `appRandom` is the random source the app injects into machines (tests and stories
 * inject a seeded one from `src/machines/random.ts`).
 */
import { useActorRef } from '@xstate/react';
import { useLayoutEffect } from 'react';
import type { ActorOptions, AnyActorLogic, EventObject } from 'xstate';
import type { RandomSource } from '../machines/random';
import { appInspect } from './inspector';

export const appRandom: RandomSource = Math.random;

export const useAppActorRef = ((machine: AnyActorLogic, options?: ActorOptions<AnyActorLogic>) =>
  useActorRef(machine, { inspect: appInspect(), ...options })) as typeof useActorRef;

/**
 * Sends `event` to the actor on mount and whenever its value changes (null: nothing to send), before
 * the browser paints: a machine that follows something it does not own (the store's tier, the balance,
 * the language, the selected item) never shows the old value beside the new one. Events are compared
 * by value (JSON).
 */
export function useSendOnChange<E extends EventObject>(
  actor: { send: (event: E) => void },
  event: E | null,
): void {
  const key = event === null ? null : JSON.stringify(event);
  useLayoutEffect(() => {
    if (key !== null) actor.send(JSON.parse(key) as E);
  }, [actor, key]);
}
