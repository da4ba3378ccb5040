import { DealOverview } from '../../components/dealMaker/DealOverview';
import { companyPath } from '../../data/companyLinks';
import { sampleDeal } from '../../data/dealMaker';
import { formatPercent, formatSdr } from '../../i18n/format';
import { commodityName } from '../../platform/commodityName';
import { companyName } from '../../platform/companyName';
import { useScreenText } from '../../platform/screenText';
import { useWorldDay } from '../../platform/worldDay';

/** The deal at the top: parties, commodity, status, match score and value; current when linked to. */
export function OverviewSection({ current }: { current: boolean }) {
  const day = useWorldDay();
  const { t, language } = useScreenText('dealMaker');
  return (
    <DealOverview
      texts={{
        heading: t('overview.heading'),
        parties: t('overview.parties'),
        commodity: t('overview.commodity'),
        status: t('overview.status'),
        matchScore: t('overview.matchScore'),
        estimatedValue: t('overview.estimatedValue'),
      }}
      reference={t('overview.reference', { id: sampleDeal.id })}
      parties={sampleDeal.parties.map((party) => ({
        id: party,
        name: companyName(t, party),
        to: companyPath(party, day) ?? undefined,
      }))}
      commodity={commodityName(t, sampleDeal.commodity)}
      statusLabel={t(`dealStatus.${sampleDeal.status}`)}
      statusTone="pending"
      matchScore={formatPercent(sampleDeal.matchScore, language, 0)}
      estimatedValue={formatSdr(sampleDeal.estimatedValue, language)}
      current={current}
    />
  );
}
