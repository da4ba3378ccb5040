import { Button } from '../primitives/Button';
import { captureKey } from './captureKey';

export interface LoginButtonProps {
  label: string;
  onLogin: () => void;
}

/** The header's Login button while logged out. */
export function LoginButton({ label, onLogin }: LoginButtonProps) {
  return (
    <Button
      variant="accent"
      compact
      data-state="loggedOut"
      data-role="login"
      onClick={onLogin}
      {...captureKey('login')}
    >
      {label}
    </Button>
  );
}
