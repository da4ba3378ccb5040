import type { ComponentProps } from 'react';
import { Button } from '../primitives/Button';
import { CoreIcon } from '../primitives/CoreIcon';
import { askOnPress } from './askOnPress';
import { focusKey } from './focusKey';

export interface LanguageButtonProps extends ComponentProps<typeof Button> {
  /** The current language's code, shown in capitals. */
  language: string;
  /** "Language: English" in the current language. */
  label: string;
  /** First-paint mode: asks for the live menu. Live, the button is the menu's trigger and has none. */
  onAsk?: () => void;
}

/** The header's language control: the globe and the current language's code, drawn once for both modes. */
export function LanguageButton({ language, label, onAsk, ...rest }: LanguageButtonProps) {
  return (
    <Button
      variant="onDark"
      compact
      aria-label={`${language.toUpperCase()}, ${label}`}
      aria-haspopup="menu"
      {...askOnPress(onAsk)}
      {...focusKey('language')}
      {...rest}
    >
      <CoreIcon name="globe" />
      <span aria-hidden="true">{language.toUpperCase()}</span>
    </Button>
  );
}
