import type { Theme } from '@emotion/react';
import { Icon, type IconName } from '../primitives/Icon';
import { plainList } from '../primitives/plainList';

export interface InfoCardView {
  id: string;
  icon: IconName;
  title: string;
  text: string;
}

export interface InfoCardsProps {
  /** Names the group for screen readers ("About membership"). */
  label: string;
  cards: readonly InfoCardView[];
}

/** The three info cards under the comparison table. */
export function InfoCards({ label, cards }: InfoCardsProps) {
  return (
    <ul css={styles.grid} aria-label={label} data-state={cards.length === 0 ? 'empty' : 'ready'}>
      {cards.map((card) => (
        <li key={card.id} css={styles.card}>
          <span css={styles.icon} aria-hidden="true">
            <Icon name={card.icon} size={22} />
          </span>
          <h3 css={styles.title}>{card.title}</h3>
          <p css={styles.text}>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

const styles = {
  grid: (theme: Theme) => ({
    ...plainList(theme, 4),
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  }),
  card: (theme: Theme) => theme.card.panel({ gap: 2, flat: true }),
  icon: (theme: Theme) => ({
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: 40,
    blockSize: 40,
    borderRadius: theme.radii.md,
    background: theme.roles.info.background,
    color: theme.roles.info.text,
  }),
  title: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md, fontWeight: 700 }),
  text: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
};
