import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { ProgressBar } from '../primitives/ProgressBar';

export type LiveTrackingStatus = 'tracking' | 'paused' | 'arrived';

export interface LiveTrackingBoxProps {
  heading: string;
  /** "Tracking SH-2026-001 (simulated)". */
  description: string;
  status: LiveTrackingStatus;
  statusLabel: string;
  locationLabel: string;
  /** "Shanghai port" or "En route". */
  location: string;
  progressLabel: string;
  progress: number;
  progressText: string;
  /** Pause or Resume (by status); none once arrived. */
  pauseLabel: string;
  resumeLabel: string;
  onPause: () => void;
  onResume: () => void;
}

/**
 * The simulated live-tracking box: current location (origin port under 50%, then en route), a progress
 * bar that moves on a timer, and Pause / Resume so moving content can be stopped. The location is a
 * polite live region: screen readers hear it when it changes, not on every tick.
 */
export function LiveTrackingBox({
  heading,
  description,
  status,
  statusLabel,
  locationLabel,
  location,
  progressLabel,
  progress,
  progressText,
  pauseLabel,
  resumeLabel,
  onPause,
  onResume,
}: LiveTrackingBoxProps) {
  const tone = status === 'arrived' ? 'success' : status === 'paused' ? 'pending' : 'info';
  return (
    <Card as="section" aria-labelledby="shipping-tracking-heading" data-state={status}>
      <CardHeader
        id="shipping-tracking-heading"
        title={heading}
        description={description}
        actions={
          <Badge tone={tone} data-tone={tone}>
            <span css={styles.dot} data-state={status} aria-hidden="true" />
            {statusLabel}
          </Badge>
        }
      />
      <p css={styles.location}>
        <span css={styles.label}>{locationLabel}</span>{' '}
        <strong aria-live="polite" data-testid="tracking-location">
          {location}
        </strong>
      </p>
      <div css={styles.progress}>
        <p css={styles.label}>
          {progressLabel}: <strong data-testid="tracking-progress">{progressText}</strong>
        </p>
        <ProgressBar label={progressLabel} value={progress} valueText={progressText} tone={tone} />
      </div>
      {status === 'arrived' ? null : (
        <div>
          {status === 'paused' ? (
            <Button variant="secondary" compact onClick={onResume}>
              {resumeLabel}
            </Button>
          ) : (
            <Button variant="secondary" compact onClick={onPause}>
              {pauseLabel}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

const styles = {
  location: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, overflowWrap: 'anywhere' as const }),
  label: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  progress: (theme: Theme) => ({ display: 'grid', gap: theme.space(1) }),
  dot: (theme: Theme) => ({
    inlineSize: 8,
    blockSize: 8,
    borderRadius: '50%',
    background: 'currentColor',
    '&[data-state="tracking"]': {
      animation: 'shipping-pulse 1.6s ease-in-out infinite',
      [theme.mq.reducedMotion]: { animation: 'none' },
    },
    '@keyframes shipping-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.3 } },
  }),
};
