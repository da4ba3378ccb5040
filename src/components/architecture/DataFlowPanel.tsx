import type { Theme } from '@emotion/react';
import { plainList } from '../primitives/plainList';
import { SectionCard } from '../primitives/SectionCard';
import { itemDescription, itemTitle } from './itemText';

export interface DataFlowStepView {
  id: string;
  /** Already translated: "Step 1". */
  numberLabel: string;
  title: string;
  description: string;
}

export interface DataFlowPanelProps {
  heading: string;
  description: string;
  steps: DataFlowStepView[];
}

/** The numbered path of one request through the platform, in order (an ordered list). */
export function DataFlowPanel({ heading, description, steps }: DataFlowPanelProps) {
  return (
    <SectionCard heading={heading} description={description} state={steps.length > 0 ? 'ready' : 'empty'}>
      <ol css={styles.list}>
        {steps.map((step, index) => (
          <li key={step.id} css={styles.step} data-step={step.id}>
            <span css={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <div css={styles.text}>
              <p css={styles.stepLabel}>{step.numberLabel}</p>
              <h3 css={styles.title}>{step.title}</h3>
              <p css={styles.description}>{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}

const styles = {
  list: (theme: Theme) => ({
    ...plainList(theme, 3),
    gridTemplateColumns: '1fr',
    [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  }),
  step: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.space(3),
    padding: theme.space(4),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceSunken,
    minWidth: 0,
  }),
  number: (theme: Theme) => ({
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 36,
    blockSize: 36,
    borderRadius: theme.radii.pill,
    background: theme.colors.brand,
    color: theme.colors.brandText,
    fontWeight: 700,
  }),
  text: { display: 'grid', gap: 2, minWidth: 0 },
  stepLabel: (theme: Theme) => ({
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    color: theme.colors.textMuted,
    textTransform: 'uppercase' as const,
    letterSpacing: '0.04em',
  }),
  title: itemTitle,
  description: itemDescription,
};
