import type { Theme } from '@emotion/react';
import type { DeployBadge } from '../../data/smartContracts';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { Icon } from '../primitives/Icon';
import { ProgressBar } from '../primitives/ProgressBar';
import { plainList } from '../primitives/plainList';
import { itemRow } from '../primitives/listItem';

export interface DeployBadgeView {
  code: DeployBadge;
  /** "Security Audit". */
  label: string;
  /** "Passed". */
  value: string;
}

export interface DeployPanelProps {
  state: 'idle' | 'deploying' | 'deployed';
  labels: {
    heading: string;
    description: string;
    selected: string;
    noTemplate: string;
    progress: string;
    deploy: string;
    deploying: string;
    deployed: string;
  };
  /** Name of the chosen template, or null. */
  templateName: string | null;
  /** 0 to 100. */
  progress: number;
  /** "40%". */
  progressText: string;
  badges: readonly DeployBadgeView[];
  canDeploy: boolean;
  onDeploy: () => void;
}

/**
 * Deploy panel: the chosen template, the progress bar, the three fixed badges and Deploy (disabled and
 * reading "Deploying Contract..." while the progress rises).
 */
export function DeployPanel({
  state,
  labels,
  templateName,
  progress,
  progressText,
  badges,
  canDeploy,
  onDeploy,
}: DeployPanelProps) {
  return (
    <Card as="section" aria-labelledby="contracts-deploy-heading" data-state={state}>
      <CardHeader id="contracts-deploy-heading" title={labels.heading} description={labels.description} />
      <p css={styles.selected}>
        {templateName ? (
          <>
            <span css={styles.muted}>{labels.selected} </span>
            <strong>{templateName}</strong>
          </>
        ) : (
          <span css={styles.muted}>{labels.noTemplate}</span>
        )}
      </p>
      <div css={styles.progress}>
        <div css={styles.progressTop}>
          <span>{labels.progress}</span>
          <span>{progressText}</span>
        </div>
        <ProgressBar
          label={labels.progress}
          value={progress}
          valueText={progressText}
          tone={state === 'deployed' ? 'success' : 'info'}
        />
      </div>
      <ul css={styles.badges}>
        {badges.map((badge) => (
          <li key={badge.code} css={styles.badge}>
            <span>{badge.label}</span>
            <Badge tone="success">
              <Icon name="check" size={14} />
              {badge.value}
            </Badge>
          </li>
        ))}
      </ul>
      <p role="status" css={styles.status}>
        {state === 'deployed' ? labels.deployed : ''}
      </p>
      <Button type="button" variant="primary" disabled={!canDeploy} onClick={onDeploy} css={styles.deploy}>
        <Icon name="bolt" size={16} />
        {state === 'deploying' ? labels.deploying : labels.deploy}
      </Button>
    </Card>
  );
}

const styles = {
  selected: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, overflowWrap: 'anywhere' as const }),
  muted: (theme: Theme) => ({ color: theme.colors.textMuted }),
  progress: (theme: Theme) => ({ display: 'grid', gap: theme.space(1) }),
  progressTop: (theme: Theme) => ({
    display: 'flex',
    justifyContent: 'space-between',
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
  }),
  badges: (theme: Theme) => plainList(theme, 2),
  badge: (theme: Theme) => ({
    ...itemRow(theme),
    padding: theme.space(2, 3),
    borderRadius: theme.radii.md,
    background: theme.colors.surfaceSunken,
    fontSize: theme.fontSizes.sm,
  }),
  status: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    color: theme.roles.success.text,
    minHeight: '1.2em',
  }),
  deploy: { justifySelf: 'start' as const },
};
