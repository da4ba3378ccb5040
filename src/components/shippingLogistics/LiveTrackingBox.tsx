import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { DetailPanel } from '../primitives/DetailPanel';
import { ProgressBar } from '../primitives/ProgressBar';

export type LiveTrackingStatus = 'live' | 'replaying' | 'paused' | 'arrived';

export interface LiveTrackingBoxProps {
  heading: string;
  /** Live: the shipment in real time; in a replay, that it runs faster than real time. */
  description: string;
  status: LiveTrackingStatus;
  statusLabel: string;
  locationLabel: string;
  /** "Shanghai port" or "En route". */
  location: string;
  /** The shipment's own status (In Transit, Departed, Delivered), shown beside the location. */
  shipmentStatusLabel: string;
  shipmentStatusTone: RoleName;
  progressLabel: string;
  progress: number;
  progressText: string;
  /** Replay (live, arrived); Pause or Resume and Back to live during a replay. */
  replayLabel: string;
  pauseLabel: string;
  resumeLabel: string;
  liveLabel: string;
  onReplay: () => void;
  onPause: () => void;
  onResume: () => void;
  onLive: () => void;
}

/**
 * The simulated live-tracking box: current location (origin port under 50%, then en route) with the
 * shipment's own status beside it, a progress bar that moves with the voyage in real time, and a
 * replay that runs faster (saying so) with Pause / Resume so moving content can be stopped. The location is a
 * polite live region: screen readers hear it when it changes, not on every tick.
 */
export function LiveTrackingBox({
  heading,
  description,
  status,
  statusLabel,
  locationLabel,
  location,
  shipmentStatusLabel,
  shipmentStatusTone,
  progressLabel,
  progress,
  progressText,
  replayLabel,
  pauseLabel,
  resumeLabel,
  liveLabel,
  onReplay,
  onPause,
  onResume,
  onLive,
}: LiveTrackingBoxProps) {
  const tone = toneOf[status];
  const replay = status === 'replaying' || status === 'paused';
  return (
    <DetailPanel
      headingId="shipping-tracking-heading"
      state={status}
      title={heading}
      description={description}
      statusLabel={
        <>
          <span css={styles.dot} data-state={status} aria-hidden="true" />
          {statusLabel}
        </>
      }
      statusTone={tone}
    >
      <p css={styles.location}>
        <span css={styles.label}>{locationLabel}</span>{' '}
        <strong aria-live="polite" data-testid="tracking-location">
          {location}
        </strong>{' '}
        <Badge
          tone={shipmentStatusTone}
          data-tone={shipmentStatusTone}
          data-testid="tracking-shipment-status"
        >
          {shipmentStatusLabel}
        </Badge>
      </p>
      <div css={styles.progress}>
        <p css={styles.label}>
          {progressLabel}: <strong data-testid="tracking-progress">{progressText}</strong>
        </p>
        <ProgressBar label={progressLabel} value={progress} valueText={progressText} tone={tone} />
      </div>
      <div css={styles.actions}>
        {replay ? (
          <>
            {status === 'paused' ? (
              <Button variant="secondary" compact onClick={onResume}>
                {resumeLabel}
              </Button>
            ) : (
              <Button variant="secondary" compact onClick={onPause}>
                {pauseLabel}
              </Button>
            )}
            <Button variant="secondary" compact onClick={onLive}>
              {liveLabel}
            </Button>
          </>
        ) : (
          <Button variant="secondary" compact onClick={onReplay}>
            {replayLabel}
          </Button>
        )}
      </div>
    </DetailPanel>
  );
}

const toneOf: Record<LiveTrackingStatus, RoleName> = {
  live: 'info',
  replaying: 'warning',
  paused: 'pending',
  arrived: 'success',
};

const styles = {
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
  location: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, overflowWrap: 'anywhere' as const }),
  label: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  progress: (theme: Theme) => ({ display: 'grid', gap: theme.space(1) }),
  dot: (theme: Theme) => ({
    inlineSize: 8,
    blockSize: 8,
    borderRadius: '50%',
    background: 'currentColor',
    '&[data-state="live"], &[data-state="replaying"]': {
      animation: 'shipping-pulse 1.6s ease-in-out infinite',
      [theme.mq.reducedMotion]: { animation: 'none' },
    },
    '@keyframes shipping-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.3 } },
  }),
};
