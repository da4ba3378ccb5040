import type { Theme } from '@emotion/react';
import styled from '@emotion/styled/base';
import type { ReactNode } from 'react';
import { withIds } from './IdText';

/** The surface every panel of a screen sits on. Use `as="section"` with a heading inside for landmarks. */
export const Card = styled('div')(({ theme }) => theme.card.panel());

export interface CardHeaderProps {
  title: ReactNode;
  /** Heading level of the title: 2 for a screen's panels, 3 inside a panel. */
  level?: 2 | 3;
  /** Id for the heading, so the card can be `aria-labelledby` it. */
  id?: string;
  description?: ReactNode;
  /** Controls at the end of the header row (buttons, badges). */
  actions?: ReactNode;
}

/** Title row of a card: heading, optional description, actions at the inline end. */
export function CardHeader({ title, level = 2, id, description, actions }: CardHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div css={styles.header}>
      <div css={styles.titles}>
        <Heading id={id} css={styles.title}>
          {withIds(title)}
        </Heading>
        {description ? <p css={styles.description}>{withIds(description)}</p> : null}
      </div>
      {actions ? <div css={styles.actions}>{actions}</div> : null}
    </div>
  );
}

const styles = {
  header: (theme: Theme) => theme.card.headerRow,
  titles: { display: 'grid', gap: 4, minWidth: 0 },
  title: (theme: Theme) => ({
    fontSize: theme.fontSizes.lg,
    fontWeight: 700,
    overflowWrap: 'anywhere' as const,
  }),
  description: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
};
