import type { Theme } from '@emotion/react';
import type { IconName } from './Icon';
import type { MemberFigure } from './memberFigure';
import { StatCard } from './StatCard';
import { visuallyHidden } from './visuallyHidden';
import type { RoleName } from '../../theme/themes';
import { plainList } from './plainList';

export interface StatGridItem {
  id: string;
  label: string;
  /** Already formatted ("2.4M", "145 ms", "45.2M SDR"). */
  value: string;
  hint?: string;
  icon: IconName;
  tone: RoleName;
  /** Marks a figure that the member's record drives. */
  figure?: MemberFigure;
}

export interface StatGridProps {
  /** Name of the section; read by screen readers, hidden on screen (the cards speak for themselves). */
  heading: string;
  /** Id of that heading (unique on the page). */
  headingId: string;
  stats: readonly StatGridItem[];
  /**
   * Cards per row on wide screens (3 for six cards, 4 for four), or `fit`: as many cards of at least
   * 300 px as the width holds, at every width.
   */
  columns?: 3 | 4 | 'fit';
}

/** A row of key figures: one column on phones, two from 560 px, `columns` on wide screens. */
export function StatGrid({ heading, headingId, stats, columns = 3 }: StatGridProps) {
  return (
    <section aria-labelledby={headingId} data-state={stats.length ? 'ready' : 'empty'}>
      <h2 id={headingId} css={visuallyHidden}>
        {heading}
      </h2>
      <ul css={(theme: Theme) => styles.grid(theme, columns)}>
        {stats.map((stat) => (
          <li key={stat.id} css={styles.item} data-stat={stat.id}>
            <StatCard
              label={stat.label}
              value={stat.value}
              hint={stat.hint}
              icon={stat.icon}
              tone={stat.tone}
              figure={stat.figure}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

const styles = {
  grid: (theme: Theme, columns: StatGridProps['columns']) => ({
    ...plainList(theme, 4),
    ...(columns === 'fit'
      ? { gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))' }
      : {
          gridTemplateColumns: '1fr',
          '@media (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [theme.mq.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` },
        }),
  }),
  item: { display: 'grid', minWidth: 0 },
};
