import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { EmptyState } from '../primitives/EmptyState';
import { Icon } from '../primitives/Icon';
import { plainList } from '../primitives/plainList';
import { withIds } from '../primitives/IdText';

export interface ComplianceAlertView {
  id: string;
  title: string;
  description: string;
  severityLabel: string;
  severityTone: RoleName;
  time: string;
  resolved: boolean;
  /** Accessible name of Resolve ("Resolve: Halal certificate expired"). */
  resolveLabel: string;
}

export interface ComplianceAlertListProps {
  listLabel: string;
  alerts: readonly ComplianceAlertView[];
  resolveText: string;
  resolvedText: string;
  empty: { title: string; body: string };
  onResolve: (id: string) => void;
}

/** The compliance alerts: severity, title, description, time; Resolve on unresolved ones only. */
export function ComplianceAlertList({
  listLabel,
  alerts,
  resolveText,
  resolvedText,
  empty,
  onResolve,
}: ComplianceAlertListProps) {
  if (alerts.length === 0) return <EmptyState title={empty.title} body={empty.body} />;
  return (
    <ul aria-label={listLabel} css={styles.list}>
      {alerts.map((alert) => (
        <li
          key={alert.id}
          css={(theme: Theme) => styles.item(theme, alert.severityTone)}
          data-alert={alert.id}
          data-state={alert.resolved ? 'resolved' : 'unresolved'}
        >
          <div css={styles.main}>
            <div css={styles.badges}>
              <Badge tone={alert.severityTone} data-tone={alert.severityTone}>
                {alert.severityLabel}
              </Badge>
              <span css={styles.time}>{alert.time}</span>
            </div>
            <h3 css={styles.title}>{alert.title}</h3>
            <p css={styles.description}>{withIds(alert.description)}</p>
          </div>
          <div css={styles.action}>
            {alert.resolved ? (
              <Badge tone="success">
                <Icon name="check" size={12} />
                {resolvedText}
              </Badge>
            ) : (
              <Button
                type="button"
                compact
                aria-label={alert.resolveLabel}
                onClick={() => onResolve(alert.id)}
              >
                {resolveText}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

const styles = {
  list: (theme: Theme) => plainList(theme, 3),
  item: (theme: Theme, tone: RoleName) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: theme.space(3),
    padding: theme.space(3, 4),
    border: `1px solid ${theme.colors.border}`,
    borderInlineStart: `4px solid ${theme.roles[tone].fill}`,
    borderRadius: theme.radii.md,
    background: theme.colors.surface,
    '&[data-state="resolved"]': {
      background: theme.colors.surfaceSunken,
      borderInlineStartColor: theme.colors.border,
    },
  }),
  main: (theme: Theme) => ({ display: 'grid', gap: theme.space(1), minWidth: 0, flex: '1 1 260px' }),
  badges: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2),
  }),
  time: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  title: (theme: Theme) => ({
    fontSize: theme.fontSizes.md,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  description: (theme: Theme) => ({
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
  }),
  action: { flex: '0 0 auto' },
};
