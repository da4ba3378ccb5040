import { useTheme, type Theme } from '@emotion/react';
import { useId } from 'react';
import { labelFont, type DiagramBox, type StatechartDiagramData } from './statechartLayout';

export interface StatechartDiagramProps {
  /** Positioned boxes and arrows; undefined while the layout runs. */
  diagram: StatechartDiagramData | undefined;
  /** Ids of the active state nodes (parents included): drawn highlighted. */
  activeIds: readonly string[];
  title: string;
  description: string;
  layingOutText: string;
  /** Set when the layout engine failed: shown instead of the drawing. */
  layoutError?: string;
  layoutFailedText: string;
  /** Heading of the list of transitions the machine handles in any state. */
  machineWideText: string;
}

/**
 * A statechart drawn as SVG: boxes for states (children inside parents), a dot with an arrow into
 * each initial state, a double border on final states, labelled arrows for transitions (dashed for
 * delays). Names are code names, so the drawing stays left to right in every language.
 */
export function StatechartDiagram({
  diagram,
  activeIds,
  title,
  description,
  layingOutText,
  layoutError,
  layoutFailedText,
  machineWideText,
}: StatechartDiagramProps) {
  const theme = useTheme();
  const id = useId();
  const active = new Set(activeIds);
  if (layoutError) {
    return (
      <div css={styles.frame(theme)} data-state="error" dir="ltr">
        <p css={styles.pending(theme)} role="alert">
          {layoutFailedText} {layoutError}
        </p>
      </div>
    );
  }
  if (!diagram) {
    return (
      <div css={styles.frame(theme)} data-state="layout" dir="ltr">
        <p css={styles.pending(theme)}>{layingOutText}</p>
      </div>
    );
  }
  const arrowId = `${id}-arrow`;
  return (
    <div css={styles.frame(theme)} data-state="ready" dir="ltr">
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${diagram.width} ${diagram.height}`}
        // Shrinks to the panel instead of scrolling: nothing in it needs a scroll position.
        css={[styles.svg, { maxInlineSize: diagram.width }]}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        <defs>
          <marker
            id={arrowId}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0 0 L10 5 L0 10 z" css={styles.arrowHead(theme)} />
          </marker>
        </defs>
        {diagram.boxes.map((box) => (
          <StateBox key={box.id} box={box} active={active.has(box.id)} theme={theme} />
        ))}
        {diagram.arrows.map((arrow) => (
          <g key={arrow.id} data-transition={arrow.label || undefined}>
            <path
              d={arrow.path}
              css={styles.arrow(theme)}
              strokeWidth={1.5}
              strokeDasharray={arrow.delayed ? '5 4' : undefined}
              markerEnd={`url(#${arrowId})`}
            />
            {arrow.labelBox && (
              <>
                <rect
                  x={arrow.labelBox.x}
                  y={arrow.labelBox.y}
                  width={arrow.labelBox.width}
                  height={arrow.labelBox.height}
                  rx={3}
                  css={styles.labelBox(theme)}
                />
                <text
                  x={arrow.labelBox.x + 4}
                  y={arrow.labelBox.y + arrow.labelBox.height / 2}
                  dominantBaseline="central"
                  css={styles.edgeLabel(theme)}
                >
                  {arrow.label}
                </text>
              </>
            )}
          </g>
        ))}
        {diagram.markers.map((marker) => (
          <circle
            key={marker.target}
            cx={marker.cx}
            cy={marker.cy}
            r={5}
            css={styles.initialMarker(theme)}
            data-initial-of={marker.target}
          />
        ))}
      </svg>
      {diagram.machineWide.length > 0 && (
        <p css={styles.pending(theme)} data-machine-wide>
          {machineWideText}: <code>{diagram.machineWide.join(' · ')}</code>
        </p>
      )}
    </div>
  );
}

function StateBox({ box, active, theme }: { box: DiagramBox; active: boolean; theme: Theme }) {
  const nested = box.kind === 'compound' || box.kind === 'parallel';
  return (
    <g data-state-id={box.id} data-active={active} data-kind={box.kind}>
      <rect
        x={box.x}
        y={box.y}
        width={box.width}
        height={box.height}
        rx={8}
        css={styles.box(theme, active, nested)}
        strokeWidth={active ? 2.5 : 1.25}
      />
      {box.kind === 'final' && (
        <rect
          x={box.x + 4}
          y={box.y + 4}
          width={box.width - 8}
          height={box.height - 8}
          rx={5}
          css={styles.finalRing(theme, active)}
          strokeWidth={1.25}
        />
      )}
      <text
        x={box.x + 12}
        y={nested ? box.y + 20 : box.y + box.height / 2}
        dominantBaseline="central"
        css={styles.stateLabel(theme, active)}
      >
        {box.label}
      </text>
    </g>
  );
}

// Colours go through CSS, not SVG presentation attributes: they are custom properties, which only CSS resolves.
const boxStroke = (theme: Theme, active: boolean) =>
  active ? theme.roles.active.fill : theme.colors.borderStrong;

const styles = {
  arrowHead: (theme: Theme) => ({ fill: theme.colors.textMuted }),
  arrow: (theme: Theme) => ({ fill: 'none', stroke: theme.colors.textMuted }),
  labelBox: (theme: Theme) => ({ fill: theme.colors.surface, opacity: 0.92 }),
  initialMarker: (theme: Theme) => ({ fill: theme.colors.text }),
  box: (theme: Theme, active: boolean, nested: boolean) => ({
    fill: active ? theme.roles.active.background : nested ? theme.colors.surfaceSunken : theme.colors.surface,
    stroke: boxStroke(theme, active),
  }),
  finalRing: (theme: Theme, active: boolean) => ({ fill: 'none', stroke: boxStroke(theme, active) }),
  frame: (theme: Theme) => ({
    padding: theme.space(2),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    minBlockSize: 120,
  }),
  svg: { display: 'block', inlineSize: '100%', blockSize: 'auto' },
  pending: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  stateLabel: (theme: Theme, active: boolean) => ({
    fontFamily: theme.fonts.mono,
    fontSize: 13,
    fontWeight: active ? 700 : 600,
    fill: active ? theme.roles.active.text : theme.colors.text,
  }),
  edgeLabel: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: labelFont.size,
    fill: theme.colors.text,
  }),
};
