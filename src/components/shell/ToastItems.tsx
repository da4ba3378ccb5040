import type { Theme } from '@emotion/react';
import { m } from 'framer-motion';
import { Toast as RadixToast } from 'radix-ui';
import type { RoleName } from '../../theme/themes';
import { CoreIcon, type CoreIconName } from '../primitives/CoreIcon';
import { joinTransition, MotionScope } from '../primitives/MotionScope';
import { withIds } from '../primitives/IdText';
import type { ToastView, ToastViewportProps } from './ToastViewport';

const toneIcon: Record<ToastView['tone'], CoreIconName> = {
  success: 'check',
  info: 'info',
  warning: 'alert',
  danger: 'alert',
};

export interface ToastItemsProps extends Pick<
  ToastViewportProps,
  'toasts' | 'onDismiss' | 'onAction' | 'onPause' | 'onResume' | 'dir'
> {
  dismissLabel: string;
  /** Whether the toast arrived after the stack first showed: only those slide in. */
  joined: (id: string) => boolean;
}

/** The toasts of the stack, each sliding in from the screen's edge as it arrives. */
export function ToastItems({
  toasts,
  onDismiss,
  onAction,
  onPause,
  onResume,
  dir,
  dismissLabel,
  joined,
}: ToastItemsProps) {
  const fromEdge = dir === 'rtl' ? -32 : 32;
  return (
    <MotionScope>
      {toasts.map((toast) => (
        <RadixToast.Root
          key={toast.id}
          open
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
          type={toast.tone === 'danger' ? 'foreground' : 'background'}
          data-tone={toast.tone}
          css={styles.toast(toast.tone)}
          asChild
        >
          <m.li
            onPointerEnter={onPause}
            onPointerLeave={(event) => {
              if (!event.currentTarget.contains(document.activeElement)) onResume();
            }}
            onFocus={onPause}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget)) onResume();
            }}
            initial={joined(toast.id) ? { x: fromEdge } : false}
            animate={{ x: 0 }}
            transition={joinTransition}
          >
            <span css={styles.icon(toast.tone)}>
              <CoreIcon name={toneIcon[toast.tone]} size={18} />
            </span>
            <div css={styles.body}>
              <RadixToast.Title css={styles.title}>{withIds(toast.title)}</RadixToast.Title>
              {toast.description ? (
                <RadixToast.Description css={styles.description}>
                  {withIds(toast.description)}
                </RadixToast.Description>
              ) : null}
            </div>
            {toast.action ? (
              <RadixToast.Action
                altText={toast.action.label}
                css={styles.action}
                onClick={() => onAction?.(toast)}
              >
                {toast.action.label}
              </RadixToast.Action>
            ) : null}
            <RadixToast.Close aria-label={dismissLabel} css={styles.close}>
              <CoreIcon name="close" size={16} />
            </RadixToast.Close>
          </m.li>
        </RadixToast.Root>
      ))}
    </MotionScope>
  );
}

const styles = {
  toast: (tone: RoleName) => (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto auto',
    alignItems: 'start',
    gap: theme.space(3),
    padding: theme.space(3, 4),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.roles[tone].outline}`,
    borderInlineStart: `4px solid ${theme.roles[tone].fill}`,
    background: theme.colors.surfaceRaised,
    color: theme.colors.text,
    boxShadow: theme.colors.shadow,
    // `translate`, not `transform`: the arrival slide owns the transform.
    '&[data-swipe="move"]': { translate: 'var(--radix-toast-swipe-move-x) 0' },
  }),
  icon: (tone: RoleName) => (theme: Theme) => ({
    display: 'inline-flex',
    paddingBlockStart: 2,
    color: theme.roles[tone].text,
  }),
  body: { display: 'grid', gap: 2, minWidth: 0 },
  title: (theme: Theme) => ({
    fontWeight: 600,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  description: (theme: Theme) => ({
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  action: (theme: Theme) => ({
    alignSelf: 'center',
    minHeight: 32,
    padding: theme.space(1, 3),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.sm,
    background: 'transparent',
    color: theme.colors.text,
    fontWeight: 600,
    fontSize: theme.fontSizes.sm,
    cursor: 'pointer',
    '&:hover': { background: theme.colors.surfaceSunken },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focus}`, outlineOffset: 2 },
  }),
  close: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 32,
    height: 32,
    border: 'none',
    borderRadius: theme.radii.sm,
    background: 'transparent',
    color: theme.colors.textMuted,
    cursor: 'pointer',
    '&:hover': { background: theme.colors.surfaceSunken, color: theme.colors.text },
  }),
};
