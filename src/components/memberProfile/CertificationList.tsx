import type { Theme } from '@emotion/react';
import { Icon } from '../primitives/Icon';
import { ListCard } from '../primitives/ListCard';

export interface CertificationListProps {
  heading: string;
  headingId: string;
  description?: string;
  /** Certification names ("ISO 9001"). */
  certifications: readonly string[];
  emptyText: string;
}

/** The member's compliance certifications. */
export function CertificationList({
  heading,
  headingId,
  description,
  certifications,
  emptyText,
}: CertificationListProps) {
  return (
    <ListCard
      headingId={headingId}
      heading={heading}
      description={description}
      count={certifications.length}
      empty={emptyText}
      gap={2}
      listCss={styles.list}
    >
      {certifications.map((name) => (
        <li key={name} css={styles.item}>
          <span css={styles.icon}>
            <Icon name="shieldCheck" size={16} />
          </span>
          {name}
        </li>
      ))}
    </ListCard>
  );
}

const styles = {
  list: { display: 'flex', flexWrap: 'wrap' as const },
  item: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(2),
    padding: theme.space(2, 3),
    border: `1px solid ${theme.roles.success.outline}`,
    background: theme.roles.success.background,
    color: theme.roles.success.text,
    borderRadius: theme.radii.md,
    fontWeight: 600,
    overflowWrap: 'anywhere' as const,
    minWidth: 0,
  }),
  icon: { display: 'inline-flex' },
};
