import type { Theme } from '@emotion/react';
import { Icon } from '../primitives/Icon';
import { SectionCard } from '../primitives/SectionCard';
import { ArchitectureIcon, type ArchitectureIconName } from './ArchitectureIcon';
import { plainList } from '../primitives/plainList';
import { itemDescription, itemTitle } from './itemText';

export interface SecurityItemView {
  id: string;
  title: string;
  description: string;
  icon: ArchitectureIconName;
  /** Extra facts under the description (the two data regions of data sovereignty). */
  details: { id: string; label: string }[];
}

export interface SecurityPanelProps {
  heading: string;
  description: string;
  items: SecurityItemView[];
}

/** The Security & Compliance panel: each safeguard with what it does. */
export function SecurityPanel({ heading, description, items }: SecurityPanelProps) {
  return (
    <SectionCard heading={heading} description={description} state={items.length > 0 ? 'ready' : 'empty'}>
      <ul css={styles.list}>
        {items.map((item) => (
          <li key={item.id} css={styles.item} data-item={item.id}>
            <span css={styles.icon}>
              <ArchitectureIcon name={item.icon} />
            </span>
            <div css={styles.text}>
              <h3 css={styles.title}>{item.title}</h3>
              <p css={styles.description}>{item.description}</p>
              {item.details.length > 0 ? (
                <ul css={styles.details}>
                  {item.details.map((detail) => (
                    <li key={detail.id} css={styles.detail} data-detail={detail.id}>
                      <Icon name="check" size={14} />
                      <span>{detail.label}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

const styles = {
  list: (theme: Theme) => plainList(theme, 4),
  item: (theme: Theme) => ({ display: 'flex', alignItems: 'flex-start', gap: theme.space(3), minWidth: 0 }),
  icon: (theme: Theme) => ({
    flex: 'none',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: 40,
    blockSize: 40,
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.roles.success.outline}`,
    background: theme.roles.success.background,
    color: theme.roles.success.text,
  }),
  text: (theme: Theme) => ({ display: 'grid', gap: theme.space(1), minWidth: 0 }),
  title: itemTitle,
  description: itemDescription,
  details: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(1),
    marginBlockStart: theme.space(1),
    listStyle: 'none',
    padding: 0,
  }),
  detail: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.space(2),
    fontSize: theme.fontSizes.sm,
    overflowWrap: 'anywhere' as const,
    '& > svg': { flex: 'none', marginBlockStart: 3, color: theme.roles.success.text },
  }),
};
