import type { Theme } from '@emotion/react';
import { plainList } from '../primitives/plainList';
import { SectionCard } from '../primitives/SectionCard';

export interface TechStackGroupView {
  id: string;
  label: string;
  items: { id: string; label: string }[];
}

export interface TechStackPanelProps {
  heading: string;
  description: string;
  groups: TechStackGroupView[];
}

/** The core technology stack: one row per concern, its technologies as tags. */
export function TechStackPanel({ heading, description, groups }: TechStackPanelProps) {
  return (
    <SectionCard heading={heading} description={description} state={groups.length > 0 ? 'ready' : 'empty'}>
      <dl css={styles.list}>
        {groups.map((group) => (
          <div key={group.id} css={styles.row} data-group={group.id}>
            <dt css={styles.label}>{group.label}</dt>
            <dd css={styles.items}>
              <ul css={styles.tags}>
                {group.items.map((item) => (
                  <li key={item.id} css={styles.tag}>
                    {item.label}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

const styles = {
  list: { display: 'grid', gap: 0, margin: 0 },
  row: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'minmax(96px, 140px) minmax(0, 1fr)',
    alignItems: 'start',
    gap: theme.space(3),
    paddingBlock: theme.space(3),
    borderBlockEnd: `1px solid ${theme.colors.border}`,
    '&:last-of-type': { borderBlockEnd: 0 },
    [`@media (max-width: ${theme.breakpoints.sm - 0.02}px)`]: {
      gridTemplateColumns: '1fr',
      gap: theme.space(2),
    },
  }),
  label: (theme: Theme) => ({
    fontWeight: 600,
    fontSize: theme.fontSizes.sm,
    paddingBlockStart: 2,
    overflowWrap: 'anywhere' as const,
  }),
  items: { margin: 0, minWidth: 0 },
  tags: (theme: Theme) => plainList(theme, 2, 'row'),
  tag: (theme: Theme) => ({
    padding: theme.space(1, 2),
    borderRadius: theme.radii.sm,
    border: `1px solid ${theme.roles.info.outline}`,
    background: theme.roles.info.background,
    color: theme.roles.info.text,
    fontSize: theme.fontSizes.xs,
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
  }),
};
