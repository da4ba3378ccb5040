import type { ComponentProps } from 'react';
import { Button } from '../primitives/Button';
import { CoreIcon } from '../primitives/CoreIcon';
import { focusKey } from './focusKey';

export interface BellButtonProps extends ComponentProps<typeof Button> {
  /** The button's name, with the unread count in words ("Notifications, 3 unread"). */
  label: string;
}

/**
 * The header's notification bell. The same button is drawn on the first paint (it asks for the shell
 * runtime) and live (the popover's trigger, with the unread badge as its child: `BellBadge`), so
 * nothing moves at the swap; the badge sits over the icon's corner and takes no room.
 */
export function BellButton({ label, children, ...rest }: BellButtonProps) {
  return (
    <Button variant="onDark" compact aria-label={label} css={styles.bell} {...focusKey('bell')} {...rest}>
      <CoreIcon name="bell" />
      {children}
    </Button>
  );
}

const styles = { bell: { position: 'relative' as const } };
