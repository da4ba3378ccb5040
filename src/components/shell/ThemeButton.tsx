import type { ComponentProps } from 'react';
import { Button } from '../primitives/Button';
import { CoreIcon } from '../primitives/CoreIcon';
import { askOnPress } from './askOnPress';
import { focusKey } from './focusKey';

export interface ThemeButtonProps extends ComponentProps<typeof Button> {
  /** The scheme in force: a moon when dark, a sun when light. */
  scheme: 'light' | 'dark';
  /** "Theme: System" in the current language. */
  label: string;
  /** First-paint mode: asks for the live menu. Live, the button is the menu's trigger and has none. */
  onAsk?: () => void;
}

/** The header's theme control, drawn once for both modes. */
export function ThemeButton({ scheme, label, onAsk, ...rest }: ThemeButtonProps) {
  return (
    <Button
      variant="onDark"
      compact
      aria-label={label}
      aria-haspopup="menu"
      {...askOnPress(onAsk)}
      {...focusKey('theme')}
      {...rest}
    >
      <CoreIcon name={scheme === 'dark' ? 'moon' : 'sun'} />
    </Button>
  );
}
