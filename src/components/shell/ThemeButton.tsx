import type { ComponentProps } from 'react';
import { inDarkScheme } from '../../theme/themes';
import { Button } from '../primitives/Button';
import { CoreIcon } from '../primitives/CoreIcon';
import { captureKey } from './captureKey';

export interface ThemeButtonProps extends ComponentProps<typeof Button> {
  /** "Theme: System" in the current language. */
  label: string;
}

/**
 * The header's theme control, the theme menu's trigger: a moon when the dark scheme is in force, a
 * sun otherwise. Both are in the markup and CSS shows one, so the page is right in either scheme
 * before the app is live.
 */
export function ThemeButton({ label, ...rest }: ThemeButtonProps) {
  return (
    <Button
      variant="onDark"
      compact
      aria-label={label}
      aria-haspopup="menu"
      {...captureKey('theme')}
      {...rest}
    >
      <span css={styles.light}>
        <CoreIcon name="sun" />
      </span>
      <span css={styles.dark}>
        <CoreIcon name="moon" />
      </span>
    </Button>
  );
}

const styles = {
  light: { display: 'inline-flex', ...inDarkScheme({ display: 'none' }) },
  dark: { display: 'none', ...inDarkScheme({ display: 'inline-flex' }) },
};
