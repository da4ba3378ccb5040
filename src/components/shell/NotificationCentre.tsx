import type { Theme } from '@emotion/react';
import { Popover } from 'radix-ui';
import { useState, type ComponentType } from 'react';
import { BellBadge } from './BellBadge';
import { BellButton } from './BellButton';
import type { NotificationListProps } from './NotificationList';

export interface NotificationCentreProps extends NotificationListProps {
  count: number;
  /** The bell's name with the count in words. */
  bellLabel: string;
  /** Starts open (stories). */
  defaultOpen?: boolean;
  dir: 'ltr' | 'rtl';
  /**
   * Renders the open list (`NotificationList`): the app loads it once the member points at, focuses or
   * opens the bell (`onWanted`), since no page needs it to paint; until then the open popover is empty.
   */
  list: ComponentType<NotificationListProps> | null;
  onWanted?: () => void;
}

/** The header's bell and, when pressed, the list in a popover beside it. */
export function NotificationCentre({
  count,
  bellLabel,
  defaultOpen = false,
  dir,
  onOpen,
  list: List,
  onWanted,
  ...list
}: NotificationCentreProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) onWanted?.();
        setOpen(next);
      }}
    >
      <Popover.Trigger asChild onPointerEnter={onWanted} onFocus={onWanted}>
        <BellButton label={bellLabel}>
          <BellBadge count={count} />
        </BellButton>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          dir={dir}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          css={styles.popover}
          aria-label={list.labels.heading}
        >
          {List ? (
            <List
              {...list}
              onOpen={(id) => {
                onOpen(id);
                setOpen(false);
              }}
            />
          ) : (
            <div css={styles.loading} aria-busy="true" />
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

const styles = {
  popover: (theme: Theme) => ({
    zIndex: 70,
    width: 'min(380px, calc(100vw - 16px))',
    maxHeight: 'min(480px, calc(100vh - 96px))',
    overflowY: 'auto' as const,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    boxShadow: theme.colors.shadow,
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  }),
  loading: { minBlockSize: 120 },
};
