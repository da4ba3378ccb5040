import type { Theme } from '@emotion/react';
import type { IconName } from '../primitives/Icon';
import { StatCard } from '../primitives/StatCard';
import type { RoleName } from '../../theme/themes';
import { visuallyHidden } from '../primitives/visuallyHidden';

export interface DashboardStat {
  id: string;
  label: string;
  /** Already formatted ("12.5M SDR", "94.2%"). */
  value: string;
  hint?: string;
  icon: IconName;
  tone: RoleName;
}

export interface DashboardStatsProps {
  /** Name of the section; read by screen readers, hidden on screen (the cards speak for themselves). */
  heading: string;
  stats: readonly DashboardStat[];
}

/** The key figures of the dashboard: four cards in a row on wide screens, two, then one. */
export function DashboardStats({ heading, stats }: DashboardStatsProps) {
  return (
    <section aria-labelledby="dashboard-stats-heading" data-state="ready">
      <h2 id="dashboard-stats-heading" css={visuallyHidden}>
        {heading}
      </h2>
      <ul css={styles.grid}>
        {stats.map((stat) => (
          <li key={stat.id} css={styles.item}>
            <StatCard
              label={stat.label}
              value={stat.value}
              hint={stat.hint}
              icon={stat.icon}
              tone={stat.tone}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

const styles = {
  grid: (theme: Theme) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space(4),
    gridTemplateColumns: '1fr',
    '@media (min-width: 560px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  }),
  item: { display: 'grid', minWidth: 0 },
};
