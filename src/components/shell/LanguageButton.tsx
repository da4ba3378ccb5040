import type { ComponentProps } from 'react';
import { Button } from '../primitives/Button';
import { CoreIcon } from '../primitives/CoreIcon';
import { captureKey } from './captureKey';

export interface LanguageButtonProps extends ComponentProps<typeof Button> {
  /** The current language's code, shown in capitals. */
  language: string;
  /** "Language: English" in the current language. */
  label: string;
}

/** The header's language control, the language menu's trigger: the globe and the current language's code. */
export function LanguageButton({ language, label, ...rest }: LanguageButtonProps) {
  return (
    <Button
      variant="onDark"
      compact
      aria-label={`${language.toUpperCase()}, ${label}`}
      aria-haspopup="menu"
      {...captureKey('language')}
      {...rest}
    >
      <CoreIcon name="globe" />
      <span aria-hidden="true">{language.toUpperCase()}</span>
    </Button>
  );
}
