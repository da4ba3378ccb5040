import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { Card, CardHeader } from '../primitives/Card';

export interface TraceItemView {
  id: string;
  /** "Trade completed". */
  actionLabel: string;
  /** Formatted date and time. */
  timeText: string;
  /** ISO time, for `<time dateTime>`. */
  timestamp: string;
  /** The on-chain reference ("0x8f3a…c21d"). */
  reference: string;
  verified: boolean;
  /** "Verified" / "Unverified". */
  verifiedLabel: string;
}

export interface ActivityTraceProps {
  heading: string;
  headingId: string;
  description?: string;
  /** "Reference". */
  referenceLabel: string;
  items: readonly TraceItemView[];
  emptyText: string;
}

/** The blockchain activity trace: what happened, when, and its on-chain reference. */
export function ActivityTrace({
  heading,
  headingId,
  description,
  referenceLabel,
  items,
  emptyText,
}: ActivityTraceProps) {
  return (
    <Card as="section" aria-labelledby={headingId} data-state={items.length ? 'ready' : 'empty'}>
      <CardHeader id={headingId} title={heading} description={description} />
      {items.length === 0 ? (
        <p css={styles.empty}>{emptyText}</p>
      ) : (
        <ol css={styles.list}>
          {items.map((item) => (
            <li key={item.id} css={styles.item} data-trace={item.id}>
              <div css={styles.top}>
                <h3 css={styles.action}>{item.actionLabel}</h3>
                <Badge tone={item.verified ? 'success' : 'warning'}>{item.verifiedLabel}</Badge>
              </div>
              <time css={styles.time} dateTime={item.timestamp}>
                {item.timeText}
              </time>
              <p css={styles.ref}>
                <span css={styles.refLabel}>{referenceLabel}</span>{' '}
                <code dir="ltr" css={styles.code}>
                  {item.reference}
                </code>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

const styles = {
  empty: (theme: Theme) => ({ color: theme.colors.textMuted }),
  list: (theme: Theme) => ({
    margin: 0,
    padding: 0,
    listStyle: 'none',
    display: 'grid',
    gap: theme.space(3),
  }),
  item: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(1),
    paddingInlineStart: theme.space(4),
    borderInlineStart: `3px solid ${theme.roles.info.fill}`,
    minWidth: 0,
  }),
  top: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.space(2),
  }),
  action: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md, fontWeight: 700 }),
  time: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  ref: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, overflowWrap: 'anywhere' as const }),
  refLabel: (theme: Theme) => ({ color: theme.colors.textMuted }),
  code: (theme: Theme) => ({ fontFamily: theme.fonts.mono, unicodeBidi: 'isolate' as const }),
};
