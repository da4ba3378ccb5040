import { Columns, Page } from '../../components/primitives/ScreenLayout';
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
    <Page>
      <Columns ratio="1:1">
        <OptionsSection />
        <CalculatorSection />
      </Columns>
      <Columns ratio="1:1">
        <LoansSection />
        <CashFlowSection />
      </Columns>
      <InvestmentsSection />
    </Page>
  );
}
