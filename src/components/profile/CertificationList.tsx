import type { Theme } from '@emotion/react';
import { Card, CardHeader } from '../primitives/Card';
import { Icon } from '../primitives/Icon';

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
    <Card as="section" aria-labelledby={headingId} data-state={certifications.length ? 'ready' : 'empty'}>
      <CardHeader id={headingId} title={heading} description={description} />
      {certifications.length === 0 ? (
        <p css={styles.empty}>{emptyText}</p>
      ) : (
        <ul css={styles.list}>
          {certifications.map((name) => (
            <li key={name} css={styles.item}>
              <span css={styles.icon}>
                <Icon name="shieldCheck" size={16} />
              </span>
              {name}
            </li>
          ))}
        </ul>
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
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: theme.space(2),
  }),
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
