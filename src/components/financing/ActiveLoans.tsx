import type { Theme } from '@emotion/react';
import { FactList } from '../primitives/FactList';
import { ListCard, listItemBox } from '../primitives/ListCard';
import { ProgressBar } from '../primitives/ProgressBar';

export interface LoanView {
  id: string;
  principal: string;
  remaining: string;
  interestRate: string;
  nextPayment: string;
  paymentAmount: string;
  maturity: string;
  /** (principal − remaining) / principal, 0 to 100. */
  progress: number;
  /** "37.5% repaid". */
  progressText: string;
}

export interface ActiveLoansProps {
  heading: string;
  listLabel: string;
  loans: readonly LoanView[];
  labels: {
    principal: string;
    remaining: string;
    interestRate: string;
    nextPayment: string;
    paymentAmount: string;
    maturity: string;
    progress: string;
  };
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
          <div css={styles.top}>
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
            facts={[
              { id: 'principal', label: labels.principal, value: loan.principal },
              { id: 'remaining', label: labels.remaining, value: loan.remaining },
              { id: 'interestRate', label: labels.interestRate, value: loan.interestRate },
              { id: 'nextPayment', label: labels.nextPayment, value: loan.nextPayment },
              { id: 'paymentAmount', label: labels.paymentAmount, value: loan.paymentAmount },
              { id: 'maturity', label: labels.maturity, value: loan.maturity },
            ]}
          />
        </li>
      ))}
    </ListCard>
  );
}

const styles = {
  top: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: theme.space(2),
  }),
  id: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700, fontFamily: theme.fonts.mono }),
  progressText: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, fontWeight: 600 }),
  facts: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
    gap: theme.space(2),
  }),
};
