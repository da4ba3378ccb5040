/**
 * How screens create their actors: `useAppActorRef(machine, options)` instead of `useActorRef`.
 * It is `useActorRef` plus what every actor of the app should get: the opt-in Stately inspector in
 * development (see `inspector.ts`). The actor stops when the component unmounts, so no timer outlives
 * its screen. `appRandom` is the random source the app injects into machines (tests and stories
 * inject a seeded one from `src/machines/random.ts`).
 */
import { useActorRef } from '@xstate/react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import type { RandomSource } from '../machines/random';
import { appInspect } from './inspector';

export const appRandom: RandomSource = Math.random;

export const useAppActorRef = ((machine: AnyActorLogic, options?: ActorOptions<AnyActorLogic>) =>
  useActorRef(machine, { inspect: appInspect(), ...options })) as typeof useActorRef;
