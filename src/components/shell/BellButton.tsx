import type { Theme } from '@emotion/react';
import type { ComponentProps, Ref } from 'react';
import { Button } from '../primitives/Button';
import { CoreIcon } from '../primitives/CoreIcon';
import { focusKey } from './focusKey';

export interface BellButtonProps extends Omit<ComponentProps<'button'>, 'children'> {
  /** Unread notifications; the badge shows up to 99, then "99+", and nothing at 0. */
  count: number;
  /** The button's name, with the count in words ("Notifications, 3 unread"). */
  label: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The count the badge shows: nothing at 0, the number up to 99, then "99+". */
export const bellBadgeText = (count: number): string => (count > 99 ? '99+' : count > 0 ? `${count}` : '');

/**
 * The header's notification bell with its unread count. The same button is drawn on the first paint
 * (it asks for the shell runtime) and live (the popover's trigger), so nothing moves at the swap.
 * The badge's digits are Latin in every language, like the app's other figures.
 */
export function BellButton({ count, label, ref, ...rest }: BellButtonProps) {
  const badge = bellBadgeText(count);
  return (
    <Button
      ref={ref}
      variant="onDark"
      compact
      aria-label={label}
      data-count={count}
      css={styles.bell}
      {...focusKey('notifications')}
      {...rest}
    >
      <CoreIcon name="bell" />
      {badge ? (
        <span css={styles.badge} aria-hidden="true">
          {badge}
        </span>
      ) : null}
    </Button>
  );
}

const styles = {
  bell: { position: 'relative' as const },
  badge: (theme: Theme) => ({
    position: 'absolute' as const,
    insetBlockStart: 1,
    insetInlineEnd: 1,
    minWidth: 16,
    height: 16,
    padding: '0 3px',
    borderRadius: theme.radii.pill,
    background: theme.colors.accent,
    color: theme.colors.accentText,
    fontSize: 10,
    fontWeight: 700,
    lineHeight: '16px',
    textAlign: 'center' as const,
    direction: 'ltr' as const,
    pointerEvents: 'none' as const,
  }),
};
