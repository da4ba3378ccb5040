import type { Theme } from '@emotion/react';
import { useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { RoleName } from '../../theme/themes';
import { Button } from '../primitives/Button';
import { Icon } from '../primitives/Icon';

export interface Product3DViewerLabels {
  /** Accessible name of the model ("3D model of Copper Cathodes"). */
  stage: string;
  roleDescription: string;
  /** How to turn it; also the stage's description. */
  hint: string;
  /** Where the model points, for the readout under it ("Turned 30°, tilted -20°"). */
  angle: string;
  pause: string;
  play: string;
  reset: string;
}

export interface Product3DViewerProps {
  /** Printed on the model's front and back. */
  name: string;
  /** Printed on its sides. */
  caption: string;
  tone: RoleName;
  rotateX: number;
  rotateY: number;
  /** Auto-rotation is running (the button offers Pause). */
  rotating: boolean;
  state: 'rotating' | 'dragging' | 'paused';
  /** Degrees one arrow key press turns the model. */
  keyStep: number;
  labels: Product3DViewerLabels;
  onPlay: () => void;
  onPause: () => void;
  onReset: () => void;
  /** Degrees about the horizontal (x) and vertical (y) axis, from the arrow keys. */
  onRotate: (x: number, y: number) => void;
  onDragStart: () => void;
  onDrag: (x: number, y: number) => void;
  onDragEnd: () => void;
}

/** Degrees per pixel of pointer movement. */
const dragRatio = 0.5;

/**
 * A product as a turning box drawn with CSS 3D transforms (no images, no canvas). The angles come from
 * outside (a machine turns it); the stage reports drags and arrow keys, the buttons pause and reset.
 */
export function Product3DViewer({
  name,
  caption,
  tone,
  rotateX,
  rotateY,
  rotating,
  state,
  keyStep,
  labels,
  onPlay,
  onPause,
  onReset,
  onRotate,
  onDragStart,
  onDrag,
  onDragEnd,
}: Product3DViewerProps) {
  const hintId = useId();
  const last = useRef<{ x: number; y: number } | null>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const turns: Record<string, [number, number]> = {
      ArrowLeft: [0, -keyStep],
      ArrowRight: [0, keyStep],
      ArrowUp: [keyStep, 0],
      ArrowDown: [-keyStep, 0],
    };
    const turn = turns[event.key];
    if (turn) {
      event.preventDefault();
      onRotate(turn[0], turn[1]);
    } else if (event.key === 'Home') {
      event.preventDefault();
      onReset();
    }
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    last.current = { x: event.clientX, y: event.clientY };
    onDragStart();
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!last.current) return;
    const dx = event.clientX - last.current.x;
    const dy = event.clientY - last.current.y;
    last.current = { x: event.clientX, y: event.clientY };
    if (dx !== 0 || dy !== 0) onDrag(-dy * dragRatio, dx * dragRatio);
  };
  const onPointerEnd = () => {
    if (!last.current) return;
    last.current = null;
    onDragEnd();
  };

  const faces = [
    { key: 'front', text: name, transform: 'translateZ(var(--half))' },
    { key: 'back', text: name, transform: 'rotateY(180deg) translateZ(var(--half))' },
    { key: 'right', text: caption, transform: 'rotateY(90deg) translateZ(var(--half))' },
    { key: 'left', text: caption, transform: 'rotateY(-90deg) translateZ(var(--half))' },
    { key: 'top', text: '', transform: 'rotateX(90deg) translateZ(var(--half))' },
    { key: 'bottom', text: '', transform: 'rotateX(-90deg) translateZ(var(--half))' },
  ];

  return (
    <div css={styles.root} data-state={state}>
      <div
        css={styles.stage}
        // A slider: arrow keys turn it, and it reports where it points (turn and tilt).
        role="slider"
        aria-roledescription={labels.roleDescription}
        aria-label={labels.stage}
        aria-describedby={hintId}
        aria-orientation="horizontal"
        aria-valuemin={0}
        aria-valuemax={359}
        aria-valuenow={Math.round(rotateY) % 360}
        aria-valuetext={labels.angle}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onLostPointerCapture={onPointerEnd}
      >
        <div css={styles.scene} aria-hidden="true">
          <div
            css={styles.box(tone)}
            data-testid="model"
            style={{ transform: `rotateX(${rotateX}deg) rotateY(${rotateY}deg)` }}
          >
            {faces.map((face) => (
              <div
                key={face.key}
                css={styles.face(tone)}
                data-face={face.key}
                style={{ transform: face.transform }}
              >
                {face.text}
              </div>
            ))}
          </div>
        </div>
      </div>
      <p id={hintId} css={styles.hint}>
        {labels.hint}
      </p>
      <div css={styles.controls}>
        <span css={styles.readout}>{labels.angle}</span>
        <div css={styles.buttons}>
          {rotating ? (
            <Button type="button" compact onClick={onPause}>
              <Icon name="pause" size={16} />
              {labels.pause}
            </Button>
          ) : (
            <Button type="button" compact onClick={onPlay}>
              <Icon name="play" size={16} />
              {labels.play}
            </Button>
          )}
          <Button type="button" compact onClick={onReset}>
            <Icon name="rotate" size={16} />
            {labels.reset}
          </Button>
        </div>
      </div>
    </div>
  );
}

const size = 150;

const styles = {
  root: (theme: Theme) => ({ display: 'grid', gap: theme.space(3) }),
  stage: (theme: Theme) => ({
    display: 'grid',
    placeItems: 'center',
    blockSize: 260,
    borderRadius: theme.radii.lg,
    background: theme.colors.surfaceSunken,
    border: `1px solid ${theme.colors.border}`,
    cursor: 'grab',
    touchAction: 'none',
    userSelect: 'none' as const,
    overflow: 'hidden',
    '[data-state="dragging"] > &': { cursor: 'grabbing' },
  }),
  scene: { perspective: 700, inlineSize: size, blockSize: size },
  box: (tone: RoleName) => (theme: Theme) => ({
    '--half': `${size / 2}px`,
    position: 'relative' as const,
    inlineSize: size,
    blockSize: size,
    transformStyle: 'preserve-3d' as const,
    // One frame of the machine: the browser fills in between steps.
    transition: 'transform 50ms linear',
    color: theme.roles[tone].text,
    [theme.mq.reducedMotion]: { transition: 'none' },
  }),
  face: (tone: RoleName) => (theme: Theme) => ({
    position: 'absolute' as const,
    inset: 0,
    display: 'grid',
    placeItems: 'center',
    padding: theme.space(2),
    textAlign: 'center' as const,
    fontWeight: 700,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
    background: theme.roles[tone].background,
    border: `2px solid ${theme.roles[tone].fill}`,
    backfaceVisibility: 'hidden' as const,
    '&[data-face="top"], &[data-face="bottom"]': { background: theme.roles[tone].outline },
  }),
  hint: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  controls: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(2),
  }),
  readout: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, fontVariantNumeric: 'tabular-nums' }),
  buttons: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
};
