import { useSelector } from '@xstate/react';
import { AccountMenu } from '../../components/shell/AccountMenu';
import { profileInitials } from '../../data/memberProfile';
import { sampleMember, sampleProfileFields } from '../../data/memberProfileFields';
import { routePaths } from '../../data/routes';
import { selectProfile } from '../../machines/memberStore.machine';
import { selectIsLoggedIn } from '../../machines/session.machine';
import { personName } from '../../platform/companyName';
import { useMember } from '../../platform/memberStore';
import { useScreenText } from '../../platform/screenText';
import { useShellActors } from '../../platform/shellContext';
import { RadixScope } from './RadixScope';

/** Login while logged out; the account menu (profile, membership, settings, log out) once logged in. */
export function ShellAccount() {
  const { t } = useScreenText('common');
  const { session } = useShellActors();
  const loggedIn = useSelector(session, selectIsLoggedIn);
  const profile = useMember(selectProfile);
  // The sample member goes by their name in the language of the moment; a name the member saved, as typed.
  const memberName = profile.name === sampleProfileFields.name ? personName(t, sampleMember) : profile.name;
  return (
    <RadixScope>
      <AccountMenu
        loggedIn={loggedIn}
        onLogin={() => session.send({ type: 'user.login' })}
        onLogout={() => session.send({ type: 'user.logout' })}
        initials={profileInitials(memberName)}
        links={{
          profile: routePaths.memberProfile,
          membership: routePaths.membershipPackages,
          settings: `${routePaths.memberProfile}?tab=settings`,
        }}
        labels={{
          login: t('account.login'),
          menu: t('account.menu'),
          memberName: memberName || t('account.memberName'),
          profile: t('account.profile'),
          membership: t('account.membership'),
          settings: t('account.settings'),
          logout: t('account.logout'),
        }}
      />
    </RadixScope>
  );
}
