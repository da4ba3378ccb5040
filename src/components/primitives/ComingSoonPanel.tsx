import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Badge } from './Badge';
import { Card } from './Card';
import { Icon, type IconName } from './Icon';

export interface ComingSoonPanelProps {
  /** The tab's subject, as a heading ("Webhooks"). */
  heading: string;
  /** Id for the heading, unique on the page. */
  headingId: string;
  /** "Coming soon". */
  badge: string;
  /** What will be here, said plainly; no sample content pretends to work. */
  body: string;
  icon?: IconName;
  /** A way on, e.g. a button back to the overview. */
  action?: ReactNode;
}

/** An honest placeholder for a part of the product that is not built yet. */
export function ComingSoonPanel({
  heading,
  headingId,
  badge,
  body,
  icon = 'clock',
  action,
}: ComingSoonPanelProps) {
  return (
    <Card as="section" aria-labelledby={headingId} data-state="comingSoon">
      <div css={styles.inner}>
        <span css={styles.icon} aria-hidden="true">
          <Icon name={icon} size={28} />
        </span>
        <h2 id={headingId} css={styles.heading}>
          {heading}
        </h2>
        <Badge tone="pending">{badge}</Badge>
        <p css={styles.body}>{body}</p>
        {action}
      </div>
    </Card>
  );
}

const styles = {
  inner: (theme: Theme) => ({
    display: 'grid',
    justifyItems: 'center',
    gap: theme.space(3),
    padding: theme.space(8, 4),
    textAlign: 'center' as const,
    border: `1px dashed ${theme.colors.borderStrong}`,
    borderRadius: theme.radii.lg,
  }),
  icon: (theme: Theme) => ({
    display: 'inline-flex',
    padding: theme.space(3),
    borderRadius: theme.radii.pill,
    background: theme.roles.pending.background,
    color: theme.roles.pending.text,
  }),
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  body: (theme: Theme) => ({
    color: theme.colors.textMuted,
    maxWidth: '60ch',
    overflowWrap: 'anywhere' as const,
  }),
};
