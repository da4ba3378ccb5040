import type { Theme } from '@emotion/react';
import type { RoleName } from '../../theme/themes';
import type { IconName } from '../primitives/Icon';
import { StatCard } from '../primitives/StatCard';
import { visuallyHidden } from '../primitives/visuallyHidden';

export interface SummaryCardView {
  id: string;
  label: string;
  /** Formatted ("SDR 45,200,000.00", "AA-", "24 / 100"). */
  value: string;
  hint?: string;
  icon: IconName;
  tone: RoleName;
}

export interface FinancialSummaryCardsProps {
  /** Heading for assistive technology ("Summary"); the cards speak for themselves visually. */
  heading: string;
  cards: readonly SummaryCardView[];
}

/** The six summary cards: total assets, liabilities, net worth, cash flow, credit rating, risk score. */
export function FinancialSummaryCards({ heading, cards }: FinancialSummaryCardsProps) {
  return (
    <section aria-labelledby="finance-summary-heading" data-state={cards.length ? 'ready' : 'empty'}>
      <h2 id="finance-summary-heading" css={visuallyHidden}>
        {heading}
      </h2>
      <ul css={styles.grid}>
        {cards.map((card) => (
          <li key={card.id} data-card={card.id}>
            <StatCard
              label={card.label}
              value={card.value}
              hint={card.hint}
              icon={card.icon}
              tone={card.tone}
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
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))',
    '& > li': { display: 'grid', minWidth: 0 },
  }),
};
