import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';
import { bareList } from '../primitives/plainList';

export interface RecentActivityView {
  id: string;
  /** "Trade". */
  typeLabel: string;
  /** "Wheat for copper barter with Andes Copper SA". */
  description: string;
  /** "SDR 2,450,000.00", or absent when the item has no amount. */
  valueText?: string;
  timeText: string;
  timestamp: string;
  statusLabel: string;
  /** Status code, for `data-status`. */
  status: string;
  tone: RoleName;
}

export interface RecentActivityListProps {
  heading: string;
  headingId: string;
  items: readonly RecentActivityView[];
  emptyText: string;
}

/** The member's recent activity, newest first. */
export function RecentActivityList({ heading, headingId, items, emptyText }: RecentActivityListProps) {
  return (
    <Card as="section" aria-labelledby={headingId} data-state={items.length ? 'ready' : 'empty'}>
      <CardHeader id={headingId} title={heading} />
      {items.length === 0 ? (
        <p css={styles.empty}>{emptyText}</p>
      ) : (
        <ul css={styles.list}>
          {items.map((item) => (
            <li key={item.id} css={styles.item} data-activity={item.id} data-status={item.status}>
              <div css={styles.main}>
                <span css={styles.type}>{item.typeLabel}</span>
                <p css={styles.description}>{item.description}</p>
                <time css={styles.time} dateTime={item.timestamp}>
                  {item.timeText}
                </time>
              </div>
              <div css={styles.side}>
                {item.valueText ? <strong css={styles.value}>{item.valueText}</strong> : null}
                <Badge tone={item.tone}>{item.statusLabel}</Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const styles = {
  empty: (theme: Theme) => ({ color: theme.colors.textMuted }),
  list: { ...bareList, display: 'grid' },
  item: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    gap: theme.space(2, 4),
    padding: theme.space(3, 0),
    borderBlockEnd: `1px solid ${theme.colors.border}`,
    minWidth: 0,
  }),
  main: (theme: Theme) => ({ display: 'grid', gap: theme.space(1), minWidth: 0, flex: '1 1 16rem' }),
  type: (theme: Theme) => ({
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    textTransform: 'uppercase' as const,
    letterSpacing: '0.04em',
  }),
  description: { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' as const },
  time: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  side: (theme: Theme) => ({
    display: 'flex',
    flexDirection: 'column' as const,
    alignItems: 'flex-end',
    gap: theme.space(1),
  }),
  value: { fontVariantNumeric: 'tabular-nums' as const, whiteSpace: 'nowrap' as const },
};
