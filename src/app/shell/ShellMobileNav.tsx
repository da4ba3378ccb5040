import { useSelector } from '@xstate/react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { MobileNav } from '../../components/shell/MobileNav';
import type { NavModel } from '../../components/shell/navTypes';
import { mobileNavMachine, selectIsOpen } from '../../machines/mobileNav.machine';
import { useAppActorRef } from '../../platform/actors';
import { useScreenText } from '../../platform/screenText';
import { RadixScope } from './RadixScope';

/** Below 768 px: the menu button and the navigation panel, which closes when the route changes. */
export function ShellMobileNav({ nav, header }: { nav: NavModel; header: ReactNode }) {
  const { t } = useScreenText('nav');
  const mobileNav = useAppActorRef(mobileNavMachine);
  const open = useSelector(mobileNav, selectIsOpen);
  const { key } = useLocation();
  useEffect(() => {
    mobileNav.send({ type: 'route.changed' });
  }, [key, mobileNav]);
  return (
    <RadixScope>
      <MobileNav
        {...nav}
        open={open}
        onOpenChange={(next) => mobileNav.send({ type: next ? 'user.open' : 'user.close' })}
        openLabel={t('openMenu')}
        closeLabel={t('closeMenu')}
        title={t('menuTitle')}
        header={header}
      />
    </RadixScope>
  );
}
