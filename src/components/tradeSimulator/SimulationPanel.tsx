import type { Theme } from '@emotion/react';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { Icon } from '../primitives/Icon';
import { StatCard } from '../primitives/StatCard';

export interface SimulationFigures {
  totalValue: string;
  successfulTrades: string;
  averageScore: string;
  carbonSaved: string;
  timeToComplete: string;
}

export interface SimulationPanelProps {
  state: 'idle' | 'running' | 'results';
  labels: {
    heading: string;
    description: string;
    run: string;
    running: string;
    idleHint: string;
    resultsHeading: string;
    totalValue: string;
    successfulTrades: string;
    averageScore: string;
    carbonSaved: string;
    timeToComplete: string;
  };
  /** Shown in the results state. */
  figures: SimulationFigures | null;
  canRun: boolean;
  onRun: () => void;
}

/** Run AI Simulation (3 s) and the Simulation Results card: total value, successful trades, average score, carbon, days. */
export function SimulationPanel({ state, labels, figures, canRun, onRun }: SimulationPanelProps) {
  return (
    <Card
      as="section"
      aria-labelledby="simulator-simulation-heading"
      data-state={state}
      aria-busy={state === 'running'}
    >
      <CardHeader
        id="simulator-simulation-heading"
        title={labels.heading}
        description={labels.description}
        actions={
          <Button type="button" variant="primary" compact disabled={!canRun} onClick={onRun}>
            <Icon name="activity" size={16} />
            {state === 'running' ? labels.running : labels.run}
          </Button>
        }
      />
      <div role="status" css={styles.status}>
        {state === 'running' ? <p>{labels.running}</p> : null}
        {state === 'idle' ? <p css={styles.hint}>{labels.idleHint}</p> : null}
      </div>
      {state === 'results' && figures ? (
        <section aria-labelledby="simulator-results-heading" css={styles.results}>
          <h3 id="simulator-results-heading" css={styles.resultsHeading}>
            {labels.resultsHeading}
          </h3>
          <div css={styles.grid}>
            <StatCard label={labels.totalValue} value={figures.totalValue} icon="trendUp" tone="info" />
            <StatCard
              label={labels.successfulTrades}
              value={figures.successfulTrades}
              icon="check"
              tone="success"
            />
            <StatCard label={labels.averageScore} value={figures.averageScore} icon="star" tone="warning" />
            <StatCard label={labels.carbonSaved} value={figures.carbonSaved} icon="leaf" tone="success" />
            <StatCard
              label={labels.timeToComplete}
              value={figures.timeToComplete}
              icon="activity"
              tone="active"
            />
          </div>
        </section>
      ) : null}
    </Card>
  );
}

const styles = {
  status: (theme: Theme) => ({ fontSize: theme.fontSizes.sm }),
  hint: (theme: Theme) => ({ color: theme.colors.textMuted }),
  results: (theme: Theme) => ({ display: 'grid', gap: theme.space(3) }),
  resultsHeading: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700 }),
  grid: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(3),
    gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  }),
};
