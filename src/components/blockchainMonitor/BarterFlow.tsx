import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';
import { plainList } from '../primitives/plainList';

export interface BarterFlowStepView {
  id: string;
  title: string;
  description: string;
  /** "On chain: Barter initiate", or nothing when the step writes no transaction of its own. */
  onChain?: string;
  /** "Automatic on delivery" for the payment release. */
  automatic?: string;
}

export interface BarterFlowProps {
  heading: string;
  description: string;
  listLabel: string;
  steps: readonly BarterFlowStepView[];
  /** "Step {{n}}" → e.g. "Step 1". */
  stepLabel: (index: number) => string;
}

/** The barter flow: seven steps in order, from barter initiation to the automatic payment release. */
export function BarterFlow({ heading, description, listLabel, steps, stepLabel }: BarterFlowProps) {
  return (
    <Card as="section" aria-labelledby="chain-flow-heading" data-state="ready">
      <CardHeader id="chain-flow-heading" title={heading} description={description} />
      <ol aria-label={listLabel} css={styles.list}>
        {steps.map((step, index) => (
          <li key={step.id} css={styles.step} data-step={step.id}>
            <span css={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div css={styles.body}>
              <p css={styles.stepLabel}>{stepLabel(index + 1)}</p>
              <h3 css={styles.title}>{step.title}</h3>
              <p css={styles.description}>{step.description}</p>
              <div css={styles.badges}>
                {step.onChain ? <Badge tone="info">{step.onChain}</Badge> : null}
                {step.automatic ? <Badge tone="success">{step.automatic}</Badge> : null}
              </div>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}

const styles = {
  list: (theme: Theme) => plainList(theme, 3),
  step: (theme: Theme) => ({
    position: 'relative' as const,
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: theme.space(3),
    alignItems: 'start',
    padding: theme.space(3, 4),
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
  }),
  number: (theme: Theme) => ({
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: 32,
    blockSize: 32,
    borderRadius: theme.radii.pill,
    background: theme.roles.active.background,
    color: theme.roles.active.text,
    border: `1px solid ${theme.roles.active.outline}`,
    fontWeight: 700,
  }),
  body: (theme: Theme) => ({ display: 'grid', gap: theme.space(1), minWidth: 0 }),
  stepLabel: (theme: Theme) => ({
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
  }),
  title: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700 }),
  description: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  badges: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
};
