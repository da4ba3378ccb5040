import { Button } from '../primitives/Button';
import { Icon } from '../primitives/Icon';

export interface StaticHeaderControlsProps {
  language: string;
  scheme: 'light' | 'dark';
  labels: { language: string; theme: string; login: string };
}

/**
 * First paint of the language, theme and login controls, drawn exactly like the live ones that replace
 * them when the shell runtime arrives (within moments of the first paint).
 */
export function StaticHeaderControls({ language, scheme, labels }: StaticHeaderControlsProps) {
  return (
    <>
      <Button
        variant="onDark"
        compact
        aria-label={`${language.toUpperCase()}, ${labels.language}`}
        aria-haspopup="menu"
      >
        <Icon name="globe" />
        <span aria-hidden="true">{language.toUpperCase()}</span>
      </Button>
      <Button variant="onDark" compact aria-label={labels.theme} aria-haspopup="menu">
        <Icon name={scheme === 'dark' ? 'moon' : 'sun'} />
      </Button>
      <Button variant="accent" compact data-state="loggedOut" data-role="login">
        {labels.login}
      </Button>
    </>
  );
}
