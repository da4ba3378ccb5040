import { ActiveLoans } from '../../components/financingActivities/ActiveLoans';
import { loanProgress, loans } from '../../data/financingActivities';
import { formatDate, formatPercent, formatSdr } from '../../i18n/format';
import { useFinancingText } from './useFinancingText';
import { useWorldDay } from '../../platform/worldDay';

/** Active loans with progress = (principal − remaining) / principal. */
export function LoansSection() {
  const { t, language, rateText } = useFinancingText();
  const day = useWorldDay();
  const date = (iso: string) =>
    formatDate(`${iso}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <ActiveLoans
      heading={t('loans.heading')}
      listLabel={t('loans.listLabel')}
      loans={loans(day).map((loan) => {
        const progress = loanProgress(loan.principal, loan.remaining);
        return {
          id: loan.id,
          principal: formatSdr(loan.principal, language),
          remaining: formatSdr(loan.remaining, language),
          interestRate: rateText(loan.interestRate),
          nextPayment: date(loan.nextPayment),
          paymentAmount: formatSdr(loan.paymentAmount, language),
          maturity: date(loan.maturity),
          progress,
          progressText: t('loans.progressValue', { percent: formatPercent(progress, language, 1) }),
        };
      })}
      labels={{
        principal: t('loans.principal'),
        remaining: t('loans.remaining'),
        interestRate: t('loans.interestRate'),
        nextPayment: t('loans.nextPayment'),
        paymentAmount: t('loans.paymentAmount'),
        maturity: t('loans.maturity'),
        progress: t('loans.progress'),
      }}
      empty={{ title: t('loans.emptyTitle'), body: t('loans.emptyBody') }}
    />
  );
}
