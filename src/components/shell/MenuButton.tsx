import type { Ref } from 'react';
import { Button } from '../primitives/Button';
import { CoreIcon } from '../primitives/CoreIcon';
import { captureKey } from './captureKey';

export interface MenuButtonProps {
  label: string;
  expanded?: boolean;
  onClick?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** The button that opens the navigation panel below 768 px. */
export function MenuButton({ label, expanded = false, ref, ...rest }: MenuButtonProps) {
  return (
    <Button
      ref={ref}
      variant="onDark"
      compact
      aria-label={label}
      aria-expanded={expanded}
      {...captureKey('menu')}
      {...rest}
    >
      <CoreIcon name="menu" size={22} />
    </Button>
  );
}
