import type { Theme } from '@emotion/react';
import type { Ref } from 'react';
import type { AlertSeverity } from '../../data/dashboard';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import { Icon } from '../primitives/Icon';
import { plainList } from '../primitives/plainList';

export interface MarketAlertView {
  id: string;
  message: string;
  /** "Price" / "Volume". */
  typeLabel: string;
  severity: AlertSeverity;
  severityLabel: string;
  /** Formatted date and time. */
  time: string;
  /** ISO timestamp for `<time dateTime>`. */
  timestamp: string;
}

export interface MarketAlertsPanelProps {
  heading: string;
  listLabel: string;
  alerts: readonly MarketAlertView[];
  configureLabel: string;
  onConfigure: () => void;
  /** The Configure button, so the screen can return focus to it when the settings dialog closes. */
  configureRef?: Ref<HTMLButtonElement>;
  empty: { title: string; body: string };
}

const severityTone: Record<AlertSeverity, RoleName> = {
  info: 'info',
  warning: 'warning',
  critical: 'danger',
};
const severityIcon = { info: 'info', warning: 'alert', critical: 'alert' } as const;

/** The market alerts the member's settings let through, and the button that opens those settings. */
export function MarketAlertsPanel({
  heading,
  listLabel,
  alerts,
  configureLabel,
  onConfigure,
  configureRef,
  empty,
}: MarketAlertsPanelProps) {
  return (
    <Card
      as="section"
      aria-labelledby="dashboard-alerts-heading"
      data-state={alerts.length ? 'list' : 'empty'}
    >
      <CardHeader id="dashboard-alerts-heading" title={heading} />
      {alerts.length ? (
        <ul aria-label={listLabel} css={styles.list}>
          {alerts.map((alert) => (
            <li key={alert.id} css={(theme: Theme) => styles.item(theme, severityTone[alert.severity])}>
              <span css={(theme: Theme) => styles.icon(theme, severityTone[alert.severity])}>
                <Icon name={severityIcon[alert.severity]} size={18} />
              </span>
              <div css={styles.body}>
                <p css={styles.message}>{alert.message}</p>
                <p css={styles.meta}>
                  <Badge tone={severityTone[alert.severity]}>{alert.severityLabel}</Badge>
                  {/* The type and the time wrap as one, so no line ends or starts with the dot. */}
                  <span css={styles.typeAndTime}>
                    {alert.typeLabel}
                    <span aria-hidden="true">·</span>
                    <time dateTime={alert.timestamp}>{alert.time}</time>
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState title={empty.title} body={empty.body} />
      )}
      <Button type="button" ref={configureRef} onClick={onConfigure} css={styles.configure}>
        <Icon name="settings" size={16} />
        {configureLabel}
      </Button>
    </Card>
  );
}

const styles = {
  list: (theme: Theme) => plainList(theme, 2),
  item: (theme: Theme, tone: RoleName) => ({
    display: 'flex',
    gap: theme.space(3),
    alignItems: 'flex-start',
    padding: theme.space(3),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.roles[tone].outline}`,
    borderInlineStartWidth: 4,
    borderInlineStartColor: theme.roles[tone].fill,
    background: theme.colors.surface,
  }),
  icon: (theme: Theme, tone: RoleName) => ({
    color: theme.roles[tone].text,
    display: 'inline-flex',
    paddingBlockStart: 2,
  }),
  body: { display: 'grid', gap: 6, minWidth: 0 },
  message: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
  }),
  meta: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(1, 2),
    fontSize: theme.fontSizes.xs,
    color: theme.colors.textMuted,
  }),
  typeAndTime: (theme: Theme) => ({
    display: 'inline-flex',
    gap: theme.space(2),
    whiteSpace: 'nowrap' as const,
  }),
  configure: { justifySelf: 'stretch', whiteSpace: 'normal' as const },
};
