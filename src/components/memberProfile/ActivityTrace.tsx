import type { Theme } from '@emotion/react';
import { Badge } from '../primitives/Badge';
import { ListCard } from '../primitives/ListCard';
import { ItemTop } from '../primitives/SelectableList';

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
    <ListCard
      headingId={headingId}
      heading={heading}
      description={description}
      count={items.length}
      empty={emptyText}
      ordered
    >
      {items.map((item) => (
        <li key={item.id} css={styles.item} data-trace={item.id}>
          <ItemTop as="div">
            <h3 css={styles.action}>{item.actionLabel}</h3>
            <Badge tone={item.verified ? 'success' : 'warning'}>{item.verifiedLabel}</Badge>
          </ItemTop>
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
    </ListCard>
  );
}

const styles = {
  item: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(1),
    paddingInlineStart: theme.space(4),
    borderInlineStart: `3px solid ${theme.roles.info.fill}`,
    minWidth: 0,
  }),
  action: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md, fontWeight: 700 }),
  time: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  ref: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.sm, overflowWrap: 'anywhere' as const }),
  refLabel: (theme: Theme) => ({ color: theme.colors.textMuted }),
  code: (theme: Theme) => ({ fontFamily: theme.fonts.mono, unicodeBidi: 'isolate' as const }),
};
