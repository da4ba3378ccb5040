import type { Theme } from '@emotion/react';
import { CalculatorSection } from './CalculatorSection';
import { CashFlowSection } from './CashFlowSection';
import { InvestmentsSection } from './InvestmentsSection';
import { LoansSection } from './LoansSection';
import { OptionsSection } from './OptionsSection';

/**
 * Financing activities: financing options with a local Apply, the calculator, active loans, the
 * cash-flow forecast chart and investment opportunities, one section each.
 */
export default function FinancingActivitiesScreen() {
  return (
    <div css={styles.page}>
      <div css={styles.columns}>
        <OptionsSection />
        <CalculatorSection />
      </div>
      <div css={styles.columns}>
        <LoansSection />
        <CashFlowSection />
      </div>
      <InvestmentsSection />
    </div>
  );
}

const styles = {
  page: (theme: Theme) => ({ display: 'grid', gap: theme.space(5), minWidth: 0 }),
  columns: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(5),
    alignItems: 'start',
    [theme.mq.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
};
