import type { Theme } from '@emotion/react';
import { Card, CardHeader } from '../primitives/Card';

export interface DetailItem {
  id: string;
  label: string;
  /** Already formatted; rendered as text. */
  value: string;
  /** Identifiers (wallet ids, licence numbers) in a fixed-width face, kept left-to-right. */
  code?: boolean;
}

export interface DetailListProps {
  heading: string;
  headingId: string;
  description?: string;
  items: readonly DetailItem[];
  /** Shown when there is nothing to list. */
  emptyText: string;
}

/** A titled list of label/value facts (contact, compliance, wallet). */
export function DetailList({ heading, headingId, description, items, emptyText }: DetailListProps) {
  return (
    <Card as="section" aria-labelledby={headingId} data-state={items.length ? 'ready' : 'empty'}>
      <CardHeader id={headingId} title={heading} description={description} />
      {items.length === 0 ? (
        <p css={styles.empty}>{emptyText}</p>
      ) : (
        <dl css={styles.list}>
          {items.map((item) => (
            <div key={item.id} css={styles.row} data-detail={item.id}>
              <dt css={styles.label}>{item.label}</dt>
              <dd css={item.code ? [styles.value, styles.code] : styles.value}>
                {/* An identifier reads left to right inside the row, which keeps the page's side; its face
                    and size are set on the value itself, so its line is as tall as a plain value's. */}
                {item.code ? <span dir="ltr">{item.value}</span> : item.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

const styles = {
  empty: (theme: Theme) => ({ color: theme.colors.textMuted }),
  list: (theme: Theme) => ({ margin: 0, display: 'grid', gap: theme.space(3) }),
  row: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'minmax(8rem, 1fr) minmax(0, 2fr)',
    gap: theme.space(1, 3),
    paddingBlockEnd: theme.space(2),
    borderBlockEnd: `1px solid ${theme.colors.border}`,
    [theme.mq.belowMd]: { gridTemplateColumns: 'minmax(0, 1fr)' },
  }),
  label: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, fontWeight: 600 }),
  value: { margin: 0, overflowWrap: 'anywhere' as const, textAlign: 'start' as const },
  // A long id fills its lines evenly instead of leaving its prefix ("SRD-") alone on the first.
  code: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.sm,
    wordBreak: 'break-all' as const,
  }),
};
