import { useCallback, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { TradeSimulatorSnapshot, tradeSimulatorMachine } from '../../machines/tradeSimulator.machine';

/**
 * What the trade simulator would accept (`snapshot.can`), asked again whenever it tells of a change:
 * each child's change reaches it, though its own snapshot may stay the same object (so not
 * `useSelector`, which would keep the answer of that object).
 */
export function useSimulatorCan(
  simulator: ActorRefFrom<typeof tradeSimulatorMachine>,
  can: (snapshot: TradeSimulatorSnapshot) => boolean,
): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = simulator.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    [simulator],
  );
  const read = () => can(simulator.getSnapshot());
  return useSyncExternalStore(subscribe, read, read);
}
