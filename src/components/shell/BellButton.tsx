import type { ComponentProps } from 'react';
import { Button } from '../primitives/Button';
import { CoreIcon } from '../primitives/CoreIcon';
import { captureKey } from './captureKey';

export interface BellButtonProps extends ComponentProps<typeof Button> {
  /** The button's name, with the unread count in words ("Notifications, 3 unread"). */
  label: string;
}

/**
 * The header's notification bell: the popover's trigger, with the unread badge as its child
 * (`BellBadge`), which sits over the icon's corner and takes no room.
 */
export function BellButton({ label, children, ...rest }: BellButtonProps) {
  return (
    <Button
      variant="onDark"
      compact
      aria-label={label}
      css={styles.bell}
      {...captureKey('notifications')}
      {...rest}
    >
      <CoreIcon name="bell" />
      {children}
    </Button>
  );
}

const styles = { bell: { position: 'relative' as const } };
