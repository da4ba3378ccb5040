import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { ListCard } from '../primitives/ListCard';

export interface PipelineStage {
  id: string;
  /** "Raw material inspection". */
  name: string;
  /** Status code for styling and tests (`completed`, `inProgress`, `pending`). */
  status: string;
  statusLabel: string;
  statusTone: RoleName;
  /** "98%", or null while the stage has no score: shown as a dash with `noScoreLabel`. */
  scoreText: string | null;
}

export interface InspectionPipelineProps {
  heading: string;
  description?: string;
  /** Accessible name of the ordered list ("Inspection stages"). */
  listLabel: string;
  stages: readonly PipelineStage[];
  labels: {
    /** "Score". */
    score: string;
    /** Spoken instead of the dash ("No score yet"). */
    noScore: string;
  };
  empty: { title: string; body: string };
}

/**
 * The inspection pipeline as an ordered list of stages (Completed, In Progress, Pending), each with its
 * written status and its score; a stage without a score shows a dash that reads "No score yet".
 */
export function InspectionPipeline({
  heading,
  description,
  listLabel,
  stages,
  labels,
  empty,
}: InspectionPipelineProps) {
  return (
    <ListCard
      headingId="quality-pipeline-heading"
      heading={heading}
      description={description}
      listLabel={listLabel}
      count={stages.length}
      empty={empty}
      ordered
    >
      {stages.map((stage, index) => (
        <li key={stage.id} data-stage={stage.id} data-status={stage.status} css={styles.item}>
          <span css={(theme: Theme) => styles.step(theme, stage.statusTone)} aria-hidden="true">
            {index + 1}
          </span>
          <div css={styles.body}>
            <span css={styles.name}>{stage.name}</span>
            <Badge tone={stage.statusTone} data-tone={stage.statusTone}>
              {stage.statusLabel}
            </Badge>
          </div>
          <span css={styles.score}>
            <span css={styles.scoreLabel}>{labels.score}</span>{' '}
            {stage.scoreText === null ? (
              <span role="img" aria-label={labels.noScore} data-score="empty" css={styles.dash}>
                —
              </span>
            ) : (
              <strong data-score="value">{stage.scoreText}</strong>
            )}
          </span>
        </li>
      ))}
    </ListCard>
  );
}

const styles = {
  item: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: theme.space(3),
    padding: theme.space(3),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
    [theme.mq.belowMd]: { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  }),
  step: (theme: Theme, tone: RoleName) => ({
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: 32,
    blockSize: 32,
    borderRadius: '50%',
    fontWeight: 700,
    background: theme.roles[tone].background,
    color: theme.roles[tone].text,
    border: `2px solid ${theme.roles[tone].outline}`,
  }),
  body: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2),
    minWidth: 0,
  }),
  name: { fontWeight: 600, overflowWrap: 'anywhere' as const, minWidth: 0 },
  score: (theme: Theme) => ({
    whiteSpace: 'nowrap' as const,
    [theme.mq.belowMd]: { gridColumn: '2' },
  }),
  scoreLabel: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }),
  dash: { fontWeight: 700 },
};
