import type { Theme } from '@emotion/react';
import { m } from 'framer-motion';
import { Toast as RadixToast } from 'radix-ui';
import type { RoleName } from '../../theme/themes';
import { CoreIcon, type CoreIconName } from '../primitives/CoreIcon';
import { joinTransition, MotionScope, useJoined } from '../primitives/MotionScope';
import { bareList } from '../primitives/plainList';
import { withIds } from '../primitives/IdText';

export interface ToastView {
  id: string;
  tone: 'success' | 'info' | 'warning' | 'danger';
  title: string;
  description?: string;
  /** An action beside the text; `onAction` receives the toast when it is chosen (View opens `link`). */
  action?: { label: string; link?: string };
}

export interface ToastViewportProps {
  toasts: ToastView[];
  /** How many more wait behind the visible ones. */
  queuedLabel?: string;
  onDismiss: (id: string) => void;
  /** The member chose the toast's action (the toast closes too). */
  onAction?: (toast: ToastView) => void;
  onPause: () => void;
  onResume: () => void;
  dir: 'ltr' | 'rtl';
  labels: { region: string; dismiss: string };
}

const toneIcon: Record<ToastView['tone'], CoreIconName> = {
  success: 'check',
  info: 'info',
  warning: 'alert',
  danger: 'alert',
};

/**
 * The toast stack. Timing lives in the toast-queue machine; Radix Toast supplies the accessible parts:
 * a labelled region reachable with F8, announcements to screen readers, swipe and Esc to dismiss. A
 * toast under the pointer or holding the focus pauses the queue (`onPause`), leaving it resumes
 * (`onResume`): read from each toast, since the region's own pause can outlive the toast that started it
 * (closed with its button, the region stays paused and reports no pause for the next toast).
 * A toast that arrives slides in from the screen's edge; those already there when the stack first
 * shows stay still.
 */
export function ToastViewport({
  toasts,
  queuedLabel,
  onDismiss,
  onAction,
  onPause,
  onResume,
  dir,
  labels,
}: ToastViewportProps) {
  const joined = useJoined(toasts.map((toast) => toast.id));
  const fromEdge = dir === 'rtl' ? -32 : 32;
  return (
    <MotionScope>
      <RadixToast.Provider
        duration={Number.POSITIVE_INFINITY}
        swipeDirection={dir === 'rtl' ? 'left' : 'right'}
        label={labels.region}
      >
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
              <RadixToast.Close aria-label={labels.dismiss} css={styles.close}>
                <CoreIcon name="close" size={16} />
              </RadixToast.Close>
            </m.li>
          </RadixToast.Root>
        ))}
        {queuedLabel ? (
          <p css={styles.queued} role="status">
            {queuedLabel}
          </p>
        ) : null}
        <RadixToast.Viewport label={labels.region} css={styles.viewport} />
      </RadixToast.Provider>
    </MotionScope>
  );
}

const styles = {
  viewport: (theme: Theme) => ({
    ...bareList,
    position: 'fixed' as const,
    insetBlockEnd: 0,
    insetInlineEnd: 0,
    zIndex: 80,
    display: 'flex',
    flexDirection: 'column' as const,
    gap: theme.space(2),
    width: 'min(380px, 100vw)',
    padding: theme.space(4),
    outline: 'none',
  }),
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
  queued: (theme: Theme) => ({
    position: 'fixed' as const,
    insetBlockEnd: 4,
    insetInlineEnd: theme.space(4),
    zIndex: 81,
    fontSize: theme.fontSizes.xs,
    color: theme.colors.textMuted,
  }),
};
