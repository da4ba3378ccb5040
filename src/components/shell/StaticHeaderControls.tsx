import type { PointerEvent } from 'react';
import { Button } from '../primitives/Button';
import { CoreIcon } from '../primitives/CoreIcon';
import { focusKey } from './focusKey';

export interface StaticHeaderControlsProps {
  language: string;
  scheme: 'light' | 'dark';
  labels: { language: string; theme: string; login: string };
  /** Each asks for the live control, which then does what was asked (opens the menu, logs in). */
  onLanguage?: () => void;
  onTheme?: () => void;
  onLogin?: () => void;
}

/**
 * Asks on the press itself, like the live Radix menus open on pointerdown: a press is also the first
 * intent that loads the runtime, and a cached runtime can swap this control for its live twin before
 * the click would land, losing it. Asking twice (press, then click) is harmless: the ask is remembered.
 */
const onPress = (ask?: () => void) =>
  ask &&
  ((event: PointerEvent<HTMLButtonElement>) => {
    if (event.button === 0 && !event.ctrlKey) ask();
  });

/**
 * First paint of the language, theme and login controls, drawn exactly like the live ones that replace
 * them when the shell runtime arrives.
 */
export function StaticHeaderControls({
  language,
  scheme,
  labels,
  onLanguage,
  onTheme,
  onLogin,
}: StaticHeaderControlsProps) {
  return (
    <>
      <Button
        variant="onDark"
        compact
        aria-label={`${language.toUpperCase()}, ${labels.language}`}
        aria-haspopup="menu"
        onClick={onLanguage}
        onPointerDown={onPress(onLanguage)}
        {...focusKey('language')}
      >
        <CoreIcon name="globe" />
        <span aria-hidden="true">{language.toUpperCase()}</span>
      </Button>
      <Button
        variant="onDark"
        compact
        aria-label={labels.theme}
        aria-haspopup="menu"
        onClick={onTheme}
        onPointerDown={onPress(onTheme)}
        {...focusKey('theme')}
      >
        <CoreIcon name={scheme === 'dark' ? 'moon' : 'sun'} />
      </Button>
      <Button
        variant="accent"
        compact
        data-state="loggedOut"
        data-role="login"
        onClick={onLogin}
        onPointerDown={onPress(onLogin)}
        {...focusKey('login')}
      >
        {labels.login}
      </Button>
    </>
  );
}
