import type { Theme } from '@emotion/react';
import { Button } from '../../../src/components/primitives/Button';

export interface ClockControlsProps {
  heading: string;
  /** "Time: 1,200 ms", already formatted. */
  nowText: string;
  /** "Next timer at 5,000 ms" or "No timer scheduled". */
  nextTimerText: string;
  hasTimer: boolean;
  plus100Label: string;
  plus1sLabel: string;
  nextTimerLabel: string;
  resetLabel: string;
  onAdvance: (ms: number) => void;
  onNextTimer: () => void;
  onReset: () => void;
}

/** The simulated clock: its time, the next timer, and the buttons that move it (or start over). */
export function ClockControls(props: ClockControlsProps) {
  return (
    <section css={styles.panel} aria-label={props.heading} data-state={props.hasTimer ? 'scheduled' : 'idle'}>
      <h3 css={styles.heading}>{props.heading}</h3>
      <p css={styles.time} aria-live="polite">
        <span data-clock-now>{props.nowText}</span>
        <span css={styles.muted}>{props.nextTimerText}</span>
      </p>
      <div css={styles.buttons}>
        <Button type="button" compact onClick={() => props.onAdvance(100)}>
          {props.plus100Label}
        </Button>
        <Button type="button" compact onClick={() => props.onAdvance(1000)}>
          {props.plus1sLabel}
        </Button>
        <Button type="button" compact disabled={!props.hasTimer} onClick={props.onNextTimer}>
          {props.nextTimerLabel}
        </Button>
        <Button type="button" compact variant="ghost" onClick={props.onReset}>
          {props.resetLabel}
        </Button>
      </div>
    </section>
  );
}

const styles = {
  panel: { display: 'grid', gap: 8, alignContent: 'start' },
  heading: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md, color: theme.colors.text }),
  time: (theme: Theme) => ({
    margin: 0,
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: 12,
    fontSize: theme.fontSizes.sm,
    color: theme.colors.text,
  }),
  muted: (theme: Theme) => ({ color: theme.colors.textMuted }),
  buttons: { display: 'flex', flexWrap: 'wrap' as const, gap: 8 },
};
