import type { Theme } from '@emotion/react';
import { Button } from '../primitives/Button';
import type { MemberFigure } from '../primitives/memberFigure';

export type PlanStatusState = 'idle' | 'confirmingDowngrade' | 'processing' | 'confirmed';

export interface PlanStatusProps {
  state: PlanStatusState;
  /** "Your current plan: Gold". */
  currentText: string;
  /** "Changing your plan to Platinum..." or "You are now on the Platinum plan." (empty when idle). */
  message: string;
  /** "Dismiss": shown with a confirmation. */
  dismissLabel: string;
  onDismiss: () => void;
  /** Marks the current plan, which the member's tier drives. */
  figure?: MemberFigure;
}

/** The member's current plan and the progress of a change, announced politely to screen readers. */
export function PlanStatus({
  state,
  currentText,
  message,
  dismissLabel,
  onDismiss,
  figure,
}: PlanStatusProps) {
  return (
    <div css={styles.root} data-state={state}>
      <p css={styles.current} data-testid="current-plan" {...figure}>
        {currentText}
      </p>
      <div role="status" css={styles.message}>
        {message ? <span>{message}</span> : null}
        {state === 'confirmed' ? (
          <Button type="button" variant="ghost" compact onClick={onDismiss}>
            {dismissLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

const styles = {
  root: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(2, 4),
    padding: theme.space(3, 4),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    '&[data-state="confirmed"]': {
      background: theme.roles.success.background,
      borderColor: theme.roles.success.outline,
    },
    '&[data-state="processing"]': {
      background: theme.roles.pending.background,
      borderColor: theme.roles.pending.outline,
    },
  }),
  current: { margin: 0, fontWeight: 700 },
  message: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2),
    fontSize: theme.fontSizes.sm,
  }),
};
