import { keyframes, type Theme } from '@emotion/react';
import type { ContractStepStatus } from '../../machines/contractExecution.machine';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { Icon } from '../primitives/Icon';
import { visuallyHidden } from '../primitives/visuallyHidden';
import { plainList } from '../primitives/plainList';

export interface ContractStepView {
  id: string;
  title: string;
  description: string;
  status: ContractStepStatus;
  statusLabel: string;
  /** "Gas: 85,000". */
  gas: string;
  /** Random hex hash created at the step's start; null before. */
  txHash: string | null;
}

export interface ContractExecutionPanelProps {
  state: 'idle' | 'running' | 'active';
  labels: {
    heading: string;
    description: string;
    stepsLabel: string;
    estimatedCost: string;
    estimatedTime: string;
    execute: string;
    executing: string;
    reset: string;
    contractActive: string;
    txHash: string;
    noMatchesHint: string;
  };
  steps: readonly ContractStepView[];
  /** "10.8 ETH". */
  cost: string;
  /** "~2-3 min", in the member's language. */
  time: string;
  canExecute: boolean;
  canReset: boolean;
  /** Shown under the buttons when Execute is disabled for lack of matches. */
  showNoMatchesHint: boolean;
  /** Polite live text as the steps advance. */
  announcement: string;
  onExecute: () => void;
  onReset: () => void;
}

const stepTone = {
  pending: 'pending',
  processing: 'active',
  completed: 'success',
  failed: 'danger',
} as const;

/** Short form of a hash for display; the full hash stays in the title and for screen readers. */
const shortHash = (hash: string) => (hash.length > 18 ? `${hash.slice(0, 10)}…${hash.slice(-6)}` : hash);

/**
 * Smart Contract Execution: the seven steps with their gas, the estimated cost and time, Execute (runs
 * the steps) and Reset, and the Contract Active badge once the last step completes.
 */
export function ContractExecutionPanel({
  state,
  labels,
  steps,
  cost,
  time,
  canExecute,
  canReset,
  showNoMatchesHint,
  announcement,
  onExecute,
  onReset,
}: ContractExecutionPanelProps) {
  return (
    <Card as="section" aria-labelledby="simulator-contract-heading" data-state={state}>
      <CardHeader
        id="simulator-contract-heading"
        title={labels.heading}
        description={labels.description}
        actions={
          state === 'active' ? (
            <Badge tone="success" data-testid="contract-active">
              <Icon name="check" size={14} />
              {labels.contractActive}
            </Badge>
          ) : null
        }
      />
      <dl css={styles.estimates}>
        <div css={styles.estimate}>
          <dt>{labels.estimatedCost}</dt>
          <dd>{cost}</dd>
        </div>
        <div css={styles.estimate}>
          <dt>{labels.estimatedTime}</dt>
          {/* The time is written in the member's language; bdi keeps its direction from leaking. */}
          <dd>
            <bdi>{time}</bdi>
          </dd>
        </div>
      </dl>
      <p role="status" css={styles.announcement}>
        {announcement}
      </p>
      <ol aria-label={labels.stepsLabel} css={styles.steps}>
        {steps.map((step, index) => (
          <li
            key={step.id}
            css={styles.step}
            data-state={step.status}
            aria-current={step.status === 'processing' ? 'step' : undefined}
          >
            <span css={styles.marker} aria-hidden="true">
              {step.status === 'completed' ? <Icon name="check" size={14} /> : index + 1}
            </span>
            <div css={styles.stepText}>
              <div css={styles.stepTop}>
                <h3 css={styles.stepTitle}>{step.title}</h3>
                <Badge tone={stepTone[step.status]}>{step.statusLabel}</Badge>
              </div>
              <p css={styles.muted}>{step.description}</p>
              <p css={styles.muted}>{step.gas}</p>
              {step.txHash ? (
                <p css={styles.hash}>
                  {labels.txHash} <code title={step.txHash}>{shortHash(step.txHash)}</code>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
      <div css={styles.actions}>
        <Button type="button" variant="primary" disabled={!canExecute} onClick={onExecute}>
          <Icon name="play" size={16} />
          {state === 'running' ? labels.executing : labels.execute}
        </Button>
        <Button type="button" variant="secondary" disabled={!canReset} onClick={onReset}>
          <Icon name="replay" size={16} />
          {labels.reset}
        </Button>
      </div>
      {showNoMatchesHint ? <p css={styles.muted}>{labels.noMatchesHint}</p> : null}
    </Card>
  );
}

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

const styles = {
  estimates: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: theme.space(3),
    margin: 0,
  }),
  estimate: (theme: Theme) => ({
    display: 'grid',
    gap: 2,
    padding: theme.space(2, 3),
    borderRadius: theme.radii.md,
    background: theme.colors.surfaceSunken,
    dt: { fontSize: theme.fontSizes.xs, color: theme.colors.textMuted, fontWeight: 600 },
    dd: { margin: 0, fontWeight: 700 },
  }),
  announcement: visuallyHidden,
  steps: (theme: Theme) => plainList(theme, 2),
  step: (theme: Theme) => ({
    display: 'flex',
    gap: theme.space(3),
    alignItems: 'flex-start',
    padding: theme.space(3),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    '&[data-state="processing"]': {
      borderColor: theme.roles.active.fill,
      background: theme.roles.active.background,
    },
    '&[data-state="completed"]': {
      borderColor: theme.roles.success.outline,
      background: theme.roles.success.background,
    },
  }),
  marker: (theme: Theme) => ({
    flex: 'none',
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: 28,
    blockSize: 28,
    borderRadius: '50%',
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    background: theme.roles.pending.background,
    color: theme.roles.pending.text,
    border: `1px solid ${theme.roles.pending.outline}`,
    'li[data-state="processing"] > &': {
      background: theme.roles.active.fill,
      color: theme.colors.textInverse,
      animation: `${pulse} 1s ease-in-out infinite`,
    },
    'li[data-state="completed"] > &': {
      background: theme.roles.success.fill,
      color: theme.colors.textInverse,
    },
    [theme.mq.reducedMotion]: { 'li[data-state="processing"] > &': { animation: 'none' } },
  }),
  stepText: { display: 'grid', gap: 2, minWidth: 0, flex: 1 },
  stepTop: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: theme.space(2),
  }),
  stepTitle: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  muted: (theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }),
  hash: (theme: Theme) => ({
    fontSize: theme.fontSizes.xs,
    color: theme.colors.textMuted,
    overflowWrap: 'anywhere' as const,
    code: { fontFamily: theme.fonts.mono, direction: 'ltr' as const, unicodeBidi: 'isolate' as const },
  }),
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
};
