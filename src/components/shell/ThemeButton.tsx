import type { ComponentProps } from 'react';
import { Button } from '../primitives/Button';
import { CoreIcon } from '../primitives/CoreIcon';
import { captureKey } from './captureKey';

export interface ThemeButtonProps extends ComponentProps<typeof Button> {
  /** The scheme in force: a moon when dark, a sun when light. */
  scheme: 'light' | 'dark';
  /** "Theme: System" in the current language. */
  label: string;
}

/** The header's theme control, the theme menu's trigger. */
export function ThemeButton({ scheme, label, ...rest }: ThemeButtonProps) {
  return (
    <Button
      variant="onDark"
      compact
      aria-label={label}
      aria-haspopup="menu"
      {...captureKey('theme')}
      {...rest}
    >
      <CoreIcon name={scheme === 'dark' ? 'moon' : 'sun'} />
    </Button>
  );
}
