import { useSelector } from '@xstate/react';
import { Direction } from 'radix-ui';
import type { ReactNode } from 'react';
import { TooltipProvider } from '../../components/primitives/Tooltip';
import { selectDirection } from '../../machines/language.machine';
import { useShellActors } from '../../platform/shellContext';

/** Radix components read the reading direction from here, so menus and arrows mirror in Arabic. */
export function RadixScope({ children }: { children: ReactNode }) {
  const dir = useSelector(useShellActors().language, selectDirection);
  return (
    <Direction.Provider dir={dir}>
      <TooltipProvider delayDuration={300}>{children}</TooltipProvider>
    </Direction.Provider>
  );
}
