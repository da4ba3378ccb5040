import { useCallback, useSyncExternalStore } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type {
  TradeSimulatorChildren,
  TradeSimulatorSnapshot,
  tradeSimulatorMachine,
} from '../../machines/tradeSimulator.machine';

/**
 * What the trade simulator would accept (`snapshot.can`), asked again whenever it or one of its
 * children changes: a child's change leaves the simulator's own snapshot as it was.
 */
export function useSimulatorCan(
  simulator: ActorRefFrom<typeof tradeSimulatorMachine>,
  children: TradeSimulatorChildren,
  can: (snapshot: TradeSimulatorSnapshot) => boolean,
): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const actors: AnyActorRef[] = [simulator, children.matches, children.simulation, children.execution];
      const subscriptions = actors.map((actor) => actor.subscribe(() => onChange()));
      return () => {
        for (const subscription of subscriptions) subscription.unsubscribe();
      };
    },
    [simulator, children],
  );
  return useSyncExternalStore(subscribe, () => can(simulator.getSnapshot()));
}
