import type { Theme } from '@emotion/react';
import { Button } from '../primitives/Button';
import { CoreIcon } from '../primitives/CoreIcon';

export type NoticeTone = 'warning' | 'danger' | 'success';

export interface NoticeBannerProps {
  tone: NoticeTone;
  message: string;
  /** Without these the notice stays until what it reports is over (a retry that works). */
  dismissLabel?: string;
  onDismiss?: () => void;
  /** An action beside the message (download the unreadable copy), when there is one. */
  action?: { label: string; onClick: () => void };
}

/**
 * A message above the screen that stays until dismissed: the member's saved data could not be read
 * or saved, an import or a reset happened, part of the app failed to load. A problem is announced as
 * an alert, good news politely.
 */
export function NoticeBanner({ tone, message, dismissLabel, onDismiss, action }: NoticeBannerProps) {
  return (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      css={styles.notice}
      data-state={tone}
      data-testid="notice-banner"
    >
      <span css={styles.icon} aria-hidden="true">
        <CoreIcon name={tone === 'success' ? 'check' : 'alert'} size={20} />
      </span>
      <p css={styles.message}>{message}</p>
      <div css={styles.actions}>
        {action ? (
          <Button compact onClick={action.onClick}>
            {action.label}
          </Button>
        ) : null}
        {onDismiss ? (
          <Button compact variant="ghost" onClick={onDismiss}>
            {dismissLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

const styles = {
  notice: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(3),
    marginBlockEnd: theme.space(4),
    padding: theme.space(3, 4),
    borderRadius: theme.radii.md,
    border: '1px solid',
    color: theme.colors.text,
    '&[data-state="warning"]': {
      borderColor: theme.roles.warning.outline,
      background: theme.roles.warning.background,
    },
    '&[data-state="danger"]': {
      borderColor: theme.roles.danger.outline,
      background: theme.roles.danger.background,
    },
    '&[data-state="success"]': {
      borderColor: theme.roles.success.outline,
      background: theme.roles.success.background,
    },
  }),
  icon: (theme: Theme) => ({
    display: 'inline-flex',
    '[data-state="warning"] > &': { color: theme.roles.warning.text },
    '[data-state="danger"] > &': { color: theme.roles.danger.text },
    '[data-state="success"] > &': { color: theme.roles.success.text },
  }),
  message: { flex: '1 1 16rem', margin: 0, minWidth: 0, overflowWrap: 'anywhere' as const },
  actions: { display: 'flex', flexWrap: 'wrap' as const, gap: 8 },
};
