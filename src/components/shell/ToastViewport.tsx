import type { Theme } from '@emotion/react';
import { Toast as RadixToast } from 'radix-ui';
import type { ComponentType } from 'react';
import { useJoined } from '../primitives/useJoined';
import { bareList } from '../primitives/plainList';
import type { ToastItemsProps } from './ToastItems';

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
  /** Renders the toasts (`ToastItems`): the app loads it with the first toast, no page needs it to paint. */
  items: ComponentType<ToastItemsProps> | null;
}

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
  items: Items,
}: ToastViewportProps) {
  const joined = useJoined(toasts.map((toast) => toast.id));
  return (
    <RadixToast.Provider
      duration={Number.POSITIVE_INFINITY}
      swipeDirection={dir === 'rtl' ? 'left' : 'right'}
      label={labels.region}
    >
      {Items ? (
        <Items
          toasts={toasts}
          onDismiss={onDismiss}
          onAction={onAction}
          onPause={onPause}
          onResume={onResume}
          dir={dir}
          dismissLabel={labels.dismiss}
          joined={joined}
        />
      ) : null}
      {queuedLabel ? (
        <p css={styles.queued} role="status">
          {queuedLabel}
        </p>
      ) : null}
      <RadixToast.Viewport label={labels.region} css={styles.viewport} />
    </RadixToast.Provider>
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
  queued: (theme: Theme) => ({
    position: 'fixed' as const,
    insetBlockEnd: 4,
    insetInlineEnd: theme.space(4),
    zIndex: 81,
    fontSize: theme.fontSizes.xs,
    color: theme.colors.textMuted,
  }),
};
