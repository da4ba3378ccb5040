import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import { Badge } from '../primitives/Badge';
import { Icon } from '../primitives/Icon';
import { ListCard, listItemBox } from '../primitives/ListCard';
import { ItemTop } from '../primitives/SelectableList';

export interface VerificationView {
  id: string;
  /** "Identity verification". */
  label: string;
  /** Status code, for `data-status`. */
  status: string;
  /** "Verified". */
  statusLabel: string;
  tone: RoleName;
  /** "Mar 16, 2023" with its context ("Verified on ..."). */
  dateText: string;
  onBlockchain: boolean;
  /** "Recorded on blockchain" / "Not on blockchain". */
  blockchainText: string;
}

export interface VerificationListProps {
  heading: string;
  headingId: string;
  /** "3 of 5 checks verified". */
  summary: string;
  items: readonly VerificationView[];
  emptyText: string;
}

/** KYC & Verification: the five checks, each with its status, date and blockchain flag. */
export function VerificationList({ heading, headingId, summary, items, emptyText }: VerificationListProps) {
  return (
    <ListCard
      headingId={headingId}
      heading={heading}
      description={summary}
      count={items.length}
      empty={emptyText}
      listCss={styles.list}
    >
      {items.map((item) => (
        <li key={item.id} css={styles.item} data-verification={item.id} data-status={item.status}>
          <ItemTop as="div">
            <h3 css={styles.label}>{item.label}</h3>
            <Badge tone={item.tone}>{item.statusLabel}</Badge>
          </ItemTop>
          <p css={styles.meta}>
            <span css={styles.metaItem}>
              <Icon name="calendar" size={14} />
              {item.dateText}
            </span>
            <span css={styles.metaItem} data-on-chain={item.onBlockchain}>
              <Icon name={item.onBlockchain ? 'layers' : 'info'} size={14} />
              {item.blockchainText}
            </span>
          </p>
        </li>
      ))}
    </ListCard>
  );
}

const styles = {
  list: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))' },
  item: (theme: Theme) => listItemBox(theme, 3, 4),
  label: (theme: Theme) => ({
    margin: 0,
    fontSize: theme.fontSizes.md,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  meta: (theme: Theme) => ({
    margin: 0,
    display: 'grid',
    gap: theme.space(1),
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
  }),
  metaItem: { display: 'inline-flex', alignItems: 'center', gap: 6 },
};
