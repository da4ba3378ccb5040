import type { Theme } from '@emotion/react';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { ProgressBar } from '../primitives/ProgressBar';
import { withIds } from '../primitives/IdText';
import type { MemberFigure } from '../primitives/memberFigure';

export type DeclarationViewStatus = 'documents' | 'submitting' | 'submitted';

export interface DeclarationActionsProps {
  heading: string;
  status: DeclarationViewStatus;
  canSubmit: boolean;
  canPay: boolean;
  /** Why Submit is disabled ("Waiting for approval: Certificate of origin, Packing list"). */
  submitHint: string | null;
  submitProgress: number;
  /** "Submitting declaration… 50%". */
  progressText: string;
  /** The confirmation once submitted. */
  confirmation: string | null;
  /** "Duties paid" once paid. */
  paidNote: string | null;
  labels: { submit: string; submitting: string; pay: string; track: string; print: string; progress: string };
  onSubmit: () => void;
  onPay: () => void;
  onTrack: () => void;
  onPrint: () => void;
  /** Marks the actions, whose state and notes follow the member's declarations and ledger. */
  figure?: MemberFigure;
}

/**
 * The declaration's actions: Submit Declaration (enabled only when every required document is approved;
 * a progress, then a confirmation), Pay Duties, Track Status and Print.
 */
export function DeclarationActions({
  heading,
  status,
  canSubmit,
  canPay,
  submitHint,
  submitProgress,
  progressText,
  confirmation,
  paidNote,
  labels,
  onSubmit,
  onPay,
  onTrack,
  onPrint,
  figure,
}: DeclarationActionsProps) {
  return (
    <Card as="section" aria-labelledby="customs-actions-heading" data-state={status} {...figure}>
      <CardHeader id="customs-actions-heading" title={heading} />
      <div css={styles.buttons}>
        <Button
          variant="primary"
          disabled={!canSubmit}
          aria-describedby={submitHint ? 'customs-submit-hint' : undefined}
          onClick={onSubmit}
        >
          {status === 'submitting' ? labels.submitting : labels.submit}
        </Button>
        <Button variant="accent" disabled={!canPay} onClick={onPay}>
          {labels.pay}
        </Button>
        <Button variant="secondary" onClick={onTrack}>
          {labels.track}
        </Button>
        <Button variant="ghost" onClick={onPrint}>
          {labels.print}
        </Button>
      </div>
      {submitHint ? (
        <p id="customs-submit-hint" css={styles.hint}>
          {submitHint}
        </p>
      ) : null}
      {status === 'submitting' ? (
        <div css={styles.progress}>
          <p css={styles.hint}>{progressText}</p>
          <ProgressBar label={labels.progress} value={submitProgress} valueText={progressText} tone="info" />
        </div>
      ) : null}
      <div role="status" css={styles.notes}>
        {confirmation ? (
          <p css={styles.success} data-testid="customs-confirmation">
            {withIds(confirmation)}
          </p>
        ) : null}
        {paidNote ? <p css={styles.success}>{withIds(paidNote)}</p> : null}
      </div>
    </Card>
  );
}

const styles = {
  buttons: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
  hint: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    color: theme.colors.textMuted,
    overflowWrap: 'anywhere' as const,
  }),
  progress: (theme: Theme) => ({ display: 'grid', gap: theme.space(1) }),
  notes: (theme: Theme) => ({ display: 'grid', gap: theme.space(1), '&:empty': { display: 'none' } }),
  success: (theme: Theme) => ({
    padding: theme.space(2, 3),
    borderRadius: theme.radii.md,
    background: theme.roles.success.background,
    color: theme.roles.success.text,
    border: `1px solid ${theme.roles.success.outline}`,
    fontWeight: 600,
  }),
};
