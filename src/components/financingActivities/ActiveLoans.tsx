import type { Theme } from '@emotion/react';
import { FactList } from '../primitives/FactList';
import { ListCard, listItemBox } from '../primitives/ListCard';
import { ProgressBar } from '../primitives/ProgressBar';
import { itemRow } from '../primitives/listItem';

/** The facts of a loan, in the order its item lists them. */
const loanFacts = [
  'principal',
  'remaining',
  'interestRate',
  'nextPayment',
  'paymentAmount',
  'maturity',
] as const;
type LoanFact = (typeof loanFacts)[number];

export interface LoanView extends Record<LoanFact, string> {
  id: string;
  /** (principal − remaining) / principal, 0 to 100. */
  progress: number;
  /** "37.5% repaid". */
  progressText: string;
}

export interface ActiveLoansProps {
  heading: string;
  listLabel: string;
  loans: readonly LoanView[];
  labels: Record<LoanFact | 'progress', string>;
  empty: { title: string; body: string };
}

/** Active loans with their repayment progress = (principal − remaining) / principal. */
export function ActiveLoans({ heading, listLabel, loans, labels, empty }: ActiveLoansProps) {
  return (
    <ListCard
      headingId="financing-loans-heading"
      heading={heading}
      listLabel={listLabel}
      count={loans.length}
      empty={empty}
    >
      {loans.map((loan) => (
        <li key={loan.id} css={listItemBox} data-loan={loan.id}>
          <div css={[itemRow, styles.top]}>
            <h3 css={styles.id}>{loan.id}</h3>
            <span css={styles.progressText}>{loan.progressText}</span>
          </div>
          <ProgressBar
            label={`${labels.progress}: ${loan.id}`}
            value={loan.progress}
            valueText={loan.progressText}
            tone="success"
          />
          <FactList
            css={styles.facts}
            facts={loanFacts.map((id) => ({ id, label: labels[id], value: loan[id] }))}
          />
        </li>
      ))}
    </ListCard>
  );
}

const styles = {
  // The id and the repaid share sit on one baseline.
  top: { alignItems: 'baseline' },
  id: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700, fontFamily: theme.fonts.mono }),
  progressText: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, fontWeight: 600 }),
  facts: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: theme.space(2),
  }),
};
