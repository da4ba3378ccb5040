import { DealHistory, type DealHistoryItem } from '../../components/dealMaker/DealHistory';
import { memberRegion } from '../../components/primitives/memberFigure';
import { proposalStatusTone, sampleHistory } from '../../data/dealMaker';
import { termFields } from '../../data/dealTerms';
import { formatCount, formatDate } from '../../i18n/format';
import { selectDeal } from '../../machines/memberStore.machine';
import { companyName } from '../../platform/companyName';
import { useMember } from '../../platform/memberStore';
import { useScreenText } from '../../platform/screenText';
import { useTermText } from './useTermText';
import { useWorldDay } from '../../platform/worldDay';

/** The deal's history, newest first: the sample events and the member's proposals with their terms. */
export function HistorySection({ selectedId }: { selectedId: string | null }) {
  const day = useWorldDay();
  const { t, language } = useScreenText('dealMaker');
  const { fieldLabel, showValue } = useTermText();
  const deal = useMember(selectDeal);
  const history: DealHistoryItem[] = [
    ...sampleHistory(day).map((entry) => ({
      id: entry.id,
      title: t(`history.${entry.kind}`, { company: entry.company ? companyName(t, entry.company) : '' }),
      time: formatDate(entry.at, language, { dateStyle: 'medium', timeStyle: 'short' }),
      dateTime: entry.at,
    })),
    // The store keeps them newest first; numbered from the first sent.
    ...deal.proposals
      .slice()
      .reverse()
      .map((proposal, index) => ({
        id: proposal.id,
        title: t('history.proposal', { number: formatCount(index + 1, language) }),
        time: formatDate(proposal.at, language, { dateStyle: 'medium', timeStyle: 'short' }),
        dateTime: proposal.at,
        isProposal: true,
        status: { label: t(`proposalStatus.${proposal.status}`), tone: proposalStatusTone[proposal.status] },
        details: termFields
          .filter((field) => proposal.terms[field].trim() !== '')
          .map((field) => `${fieldLabel(field)}: ${showValue(field, proposal.terms[field].trim())}`),
      })),
  ].reverse();
  return (
    <DealHistory
      heading={t('history.heading')}
      items={history}
      emptyText={t('history.empty')}
      selectedId={selectedId}
      figure={memberRegion('deal')}
    />
  );
}
