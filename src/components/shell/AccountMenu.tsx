import type { Theme } from '@emotion/react';
import { useNavigate } from 'react-router-dom';
import { LoginButton } from './LoginButton';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuPortal,
  MenuSeparator,
  MenuTrigger,
} from '../primitives/Menu';

export interface AccountMenuProps {
  loggedIn: boolean;
  onLogin: () => void;
  onLogout: () => void;
  /** Where Profile, Membership and Settings lead. */
  links: { profile: string; membership: string; settings: string };
  labels: {
    login: string;
    menu: string;
    memberName: string;
    profile: string;
    membership: string;
    settings: string;
    logout: string;
  };
  initials: string;
  defaultOpen?: boolean;
}

/**
 * Logged out: a Login button. Logged in: an avatar that opens Profile, Membership, Settings and Log out
 * from the header. Logging in and out is local; no server is called.
 */
export function AccountMenu({
  loggedIn,
  onLogin,
  onLogout,
  links,
  labels,
  initials,
  defaultOpen,
}: AccountMenuProps) {
  const navigate = useNavigate();
  if (!loggedIn) {
    return <LoginButton label={labels.login} onLogin={onLogin} />;
  }
  return (
    <Menu defaultOpen={defaultOpen} modal={false}>
      <MenuTrigger asChild>
        <button
          type="button"
          aria-label={`${initials}, ${labels.menu}`}
          css={styles.avatar}
          data-state-session="loggedIn"
        >
          <span aria-hidden="true">{initials}</span>
        </button>
      </MenuTrigger>
      <MenuPortal>
        <MenuContent align="end" sideOffset={6}>
          <MenuLabel>{labels.memberName}</MenuLabel>
          <MenuItem onSelect={() => void navigate(links.profile)}>{labels.profile}</MenuItem>
          <MenuItem onSelect={() => void navigate(links.membership)}>{labels.membership}</MenuItem>
          <MenuItem onSelect={() => void navigate(links.settings)}>{labels.settings}</MenuItem>
          <MenuSeparator />
          <MenuItem onSelect={onLogout}>{labels.logout}</MenuItem>
        </MenuContent>
      </MenuPortal>
    </Menu>
  );
}

const styles = {
  avatar: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 40,
    height: 40,
    borderRadius: '50%',
    border: `2px solid ${theme.colors.accent}`,
    background: theme.colors.headerHover,
    color: theme.colors.headerText,
    fontWeight: 700,
    fontSize: theme.fontSizes.sm,
    cursor: 'pointer',
  }),
};
