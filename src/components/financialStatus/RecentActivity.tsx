import type { Theme } from '@emotion/react';
import type { ActivityStatus } from '../../data/financialStatus';
import { Badge } from '../primitives/Badge';
import type { MemberFigure } from '../primitives/memberFigure';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';
import { EmptyState } from '../primitives/EmptyState';
import { Icon } from '../primitives/Icon';
import { IdText } from '../primitives/IdText';
import { bareList } from '../primitives/plainList';

const statusTone = {
  completed: 'success',
  pending: 'warning',
  processing: 'warning',
  scheduled: 'info',
  failed: 'danger',
} as const satisfies Record<ActivityStatus, string>;
const statusIcon = {
  completed: 'check',
  pending: 'clock',
  processing: 'clock',
  scheduled: 'calendar',
  failed: 'alert',
} as const satisfies Record<ActivityStatus, string>;

export interface ActivityView {
  id: string;
  type: string;
  /** Formatted, signed ("+SDR 1,250,000.00" / "−SDR 480,000.00"). */
  amount: string;
  direction: 'in' | 'out';
  status: ActivityStatus;
  statusLabel: string;
  date: string;
  dateTime: string;
  counterparty: string;
}

export interface RecentActivityProps {
  labels: { heading: string; listLabel: string; viewAll: string; showFewer: string };
  activities: readonly ActivityView[];
  expanded: boolean;
  /** Whether there is more than the preview to show. */
  canExpand: boolean;
  onToggle: () => void;
  empty: { title: string; body: string };
  /** Marks the list, which the member's ledger drives. */
  figure?: MemberFigure;
}

/** Recent financial activity: type, counterparty, signed amount, status and date; View All shows the rest. */
export function RecentActivity({
  labels,
  activities,
  expanded,
  canExpand,
  onToggle,
  empty,
  figure,
}: RecentActivityProps) {
  return (
    <Card
      as="section"
      aria-labelledby="finance-activity-heading"
      data-state={expanded ? 'expanded' : 'collapsed'}
    >
      <CardHeader
        id="finance-activity-heading"
        title={labels.heading}
        actions={
          canExpand ? (
            <Button
              type="button"
              variant="ghost"
              compact
              aria-expanded={expanded}
              aria-controls="finance-activity-list"
              onClick={onToggle}
            >
              {expanded ? labels.showFewer : labels.viewAll}
            </Button>
          ) : null
        }
      />
      {activities.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <ul id="finance-activity-list" aria-label={labels.listLabel} css={styles.list} {...figure}>
          {activities.map((activity) => (
            <li key={activity.id} css={styles.item} data-status={activity.status}>
              <span css={(theme: Theme) => styles.icon(theme, activity.direction)} aria-hidden="true">
                <Icon name={activity.direction === 'in' ? 'arrowDownLeft' : 'arrowUpRight'} size={16} />
              </span>
              <div css={styles.text}>
                <span css={styles.type}>{activity.type}</span>
                <span css={styles.meta}>
                  <bdi translate="no">
                    <Address text={activity.counterparty} />
                  </bdi>{' '}
                  · <time dateTime={activity.dateTime}>{activity.date}</time> · <IdText>{activity.id}</IdText>
                </span>
              </div>
              <div css={styles.end}>
                <span css={styles.amount} data-direction={activity.direction}>
                  {activity.amount}
                </span>
                <Badge tone={statusTone[activity.status]}>
                  <Icon name={statusIcon[activity.status]} size={12} />
                  {activity.statusLabel}
                </Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A shortened address breaks only where it was shortened ("SRD-0x3f8a2c…" / "8e2f4a6b"), never cut. */
function Address({ text }: { text: string }) {
  const cut = text.indexOf('…') + 1;
  if (cut === 0) return <span css={styles.whole}>{text}</span>;
  return (
    <>
      <span css={styles.whole}>{text.slice(0, cut)}</span>
      <wbr />
      <span css={styles.whole}>{text.slice(cut)}</span>
    </>
  );
}

const styles = {
  list: { ...bareList, display: 'grid' },
  item: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: theme.space(3),
    paddingBlock: theme.space(3),
    borderBlockEnd: `1px solid ${theme.colors.border}`,
    '&:last-child': { borderBlockEnd: 0 },
  }),
  icon: (theme: Theme, direction: 'in' | 'out') => {
    const role = direction === 'in' ? theme.roles.success : theme.roles.info;
    return {
      display: 'inline-flex',
      padding: 6,
      borderRadius: theme.radii.pill,
      background: role.background,
      color: role.text,
      '[dir="rtl"] & svg': { transform: 'scaleX(-1)' },
    };
  },
  text: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 },
  type: (theme: Theme) => ({ fontWeight: 600, fontSize: theme.fontSizes.sm }),
  // The line breaks only between its parts: the address, the date and the id each stay whole.
  meta: (theme: Theme) => ({
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
    '& time': { whiteSpace: 'nowrap' as const },
  }),
  whole: { whiteSpace: 'nowrap' as const },
  end: { display: 'grid', justifyItems: 'end', gap: 4 },
  amount: (theme: Theme) => ({
    fontWeight: 700,
    fontSize: theme.fontSizes.sm,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap' as const,
    '&[data-direction="in"]': { color: theme.roles.success.text },
  }),
};
