import { useState } from 'react';
import { InvestmentOpportunities } from '../../components/financingActivities/InvestmentOpportunities';
import { investments, riskTone } from '../../data/financingActivities';
import { formatPercent, formatSdr } from '../../i18n/format';
import { useToast } from '../../platform/shellContext';
import { useFinancingText } from './useFinancingText';

/** Investment opportunities (minimums SDR 10,000, 50,000, 100,000), each with a toggle of interest. */
export function InvestmentsSection() {
  const { t, language, termText } = useFinancingText();
  const toast = useToast();
  const [interested, setInterested] = useState<ReadonlySet<string>>(() => new Set());

  const toggleInterest = (id: string) => {
    const name = t(`investments.names.${id}`);
    const next = new Set(interested);
    if (next.has(id)) {
      next.delete(id);
      toast({ tone: 'info', title: t('investments.withdrawnToast', { name }) });
    } else {
      next.add(id);
      toast({ tone: 'success', title: t('investments.interestedToast', { name }) });
    }
    setInterested(next);
  };

  return (
    <InvestmentOpportunities
      heading={t('investments.heading')}
      listLabel={t('investments.listLabel')}
      investments={investments.map((item) => {
        const name = t(`investments.names.${item.name}`);
        return {
          id: item.name,
          name,
          minInvestment: formatSdr(item.minInvestment, language),
          expectedReturn: t('investments.returnValue', {
            percent: formatPercent(item.expectedReturn, language, 1),
          }),
          riskLabel: t(`investments.risk.${item.riskLevel}`),
          riskTone: riskTone(item.riskLevel),
          duration: termText(item.duration),
          interested: interested.has(item.name),
          interestLabel: t('investments.interestLabel', { name }),
        };
      })}
      labels={{
        minInvestment: t('investments.minInvestment'),
        expectedReturn: t('investments.expectedReturn'),
        riskLevel: t('investments.riskLevel'),
        duration: t('investments.duration'),
        interest: t('investments.interest'),
        interested: t('investments.interested'),
      }}
      empty={{ title: t('investments.emptyTitle'), body: t('investments.emptyBody') }}
      onToggleInterest={toggleInterest}
    />
  );
}
