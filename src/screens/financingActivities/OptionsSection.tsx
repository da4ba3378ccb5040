import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { FinancingOptions, type ApplyState } from '../../components/financingActivities/FinancingOptions';
import {
  canApplyFor,
  financingOffers,
  financingStatusTone,
  type FinancingStatus,
} from '../../data/financingActivities';
import { formatPercent, formatSdr } from '../../i18n/format';
import {
  financingApplicationMachine,
  selectAppliedIds,
  selectApplyingOfferId,
} from '../../machines/financingApplication.machine';
import { useAppActorRef } from '../../platform/actors';
import { companyName } from '../../platform/companyName';
import { useToast } from '../../platform/shellContext';
import { idOf, useUrlState } from '../../platform/urlState';
import { useFinancingText } from './useFinancingText';
import { itemOrFirst } from '../../data/itemOrFirst';

/**
 * Financing options with selection (`?offer=`, unknown values fall back to the first) and a local
 * Apply (machine `financingApplication`).
 */
export function OptionsSection() {
  const { t, language, rateText, termText } = useFinancingText();
  const toast = useToast();
  const [selectedId, select] = useUrlState('offer', idOf(financingOffers));
  const application = useAppActorRef(financingApplicationMachine);
  const applyingId = useSelector(application, selectApplyingOfferId);
  const appliedIds = useSelector(application, selectAppliedIds);
  const selected = itemOrFirst(selectedId, financingOffers);
  const canApplySelected = useSelector(application, (s) =>
    selected ? s.can({ type: 'user.apply', offerId: selected.id }) : false,
  );
  const canCancel = useSelector(application, (s) => s.can({ type: 'user.cancel' }));

  const statusOf = (id: string, status: FinancingStatus): FinancingStatus =>
    appliedIds.includes(id) ? 'underReview' : status;
  const typeOf = (code: string) => t(`options.types.${code}`);

  // Confirm each submitted application once.
  const announced = useRef(0);
  const lastApplied = appliedIds.at(-1);
  useEffect(() => {
    if (appliedIds.length > announced.current && lastApplied) {
      announced.current = appliedIds.length;
      const offer = financingOffers.find((candidate) => candidate.id === lastApplied);
      if (offer) {
        toast({
          tone: 'success',
          title: t('options.appliedToast', { type: t(`options.types.${offer.type}`) }),
        });
      }
    }
  }, [appliedIds.length, lastApplied, toast, t]);

  const applyView = (): { state: ApplyState; note?: string } => {
    if (!selected) return { state: 'unavailable' };
    const provider = companyName(t, selected.provider);
    if (applyingId === selected.id)
      return { state: 'applying', note: t('options.notes.applying', { provider }) };
    if (appliedIds.includes(selected.id)) return { state: 'applied', note: t('options.notes.applied') };
    if (selected.status === 'active') return { state: 'unavailable', note: t('options.notes.active') };
    if (!canApplyFor(selected.status)) return { state: 'unavailable', note: t('options.notes.underReview') };
    if (applyingId) return { state: 'ready', note: t('options.notes.busy') };
    return { state: 'ready', note: t('options.notes.ready', { provider }) };
  };
  const apply = applyView();

  return (
    <FinancingOptions
      heading={t('options.heading')}
      description={t('options.description')}
      listLabel={t('options.listLabel')}
      offers={financingOffers.map((offer) => {
        const status = statusOf(offer.id, offer.status);
        return {
          id: offer.id,
          type: typeOf(offer.type),
          provider: companyName(t, offer.provider),
          amount: formatSdr(offer.amount, language),
          rate: rateText(offer.rate),
          term: termText(offer.term),
          statusLabel: t(`options.status.${status}`),
          statusTone: financingStatusTone(status),
          utilization: offer.utilization,
          utilizationText: t('options.utilizationValue', {
            percent: formatPercent(offer.utilization, language, 0),
          }),
          selected: offer.id === selected?.id,
        };
      })}
      apply={{
        ...apply,
        canApply: apply.state === 'ready' && canApplySelected,
        canCancel,
      }}
      labels={{
        provider: t('options.provider'),
        amount: t('options.amount'),
        rate: t('options.rate'),
        term: t('options.term'),
        utilization: t('options.utilization'),
        apply: t('options.apply'),
        applying: t('options.applying'),
        cancel: t('options.cancel'),
        detail: t('options.detail'),
      }}
      empty={{ title: t('options.emptyTitle'), body: t('options.emptyBody') }}
      onSelect={select}
      onApply={(offerId) => application.send({ type: 'user.apply', offerId })}
      onCancel={() => application.send({ type: 'user.cancel' })}
    />
  );
}
