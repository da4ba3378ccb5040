import { useSelector } from '@xstate/react';
import { NavBar } from '../../components/shell/NavBar';
import type { NavModel } from '../../components/shell/navTypes';
import { selectDirection } from '../../machines/language.machine';
import { useShellActors } from '../../platform/shellContext';

/** The desktop navigation with its group menus. */
export function ShellNavBar({ nav }: { nav: NavModel }) {
  const dir = useSelector(useShellActors().language, selectDirection);
  return <NavBar {...nav} dir={dir} />;
}
