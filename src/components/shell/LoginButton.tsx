import { Button } from '../primitives/Button';
import { askOnPress } from './askOnPress';
import { focusKey } from './focusKey';

export interface LoginButtonProps {
  label: string;
  /** Live mode: logs in. */
  onLogin?: () => void;
  /** First-paint mode: asks for the live control, which then logs in. */
  onAsk?: () => void;
}

/** The header's Login button while logged out, drawn once for both modes. */
export function LoginButton({ label, onLogin, onAsk }: LoginButtonProps) {
  return (
    <Button
      variant="accent"
      compact
      data-state="loggedOut"
      data-role="login"
      onClick={onLogin}
      {...askOnPress(onAsk)}
      {...focusKey('login')}
    >
      {label}
    </Button>
  );
}
