/**
 * Deal maker (/deal-maker): the deal overview (parties,
 * commodity, status Negotiating, match score, estimated value), the negotiation terms form with Save
 * Draft and Send Proposal, and AI recommendations. Save Draft keeps the terms in the member store
 * (`deal.saveDraft`; restored on the next visit, and "saved" is said only when storage took it), Send
 * Proposal records the proposal there (`deal.propose`) with a toast, and the deal's history lists the
 * member's proposals with their status; each recommendation's Apply puts its value into the form.
 * Both buttons run through the `dealDraft` machine (short timed states; a double click sends once). A
 * delivery date before today is flagged.
 */
import { memberFigure } from '../../components/primitives/memberFigure';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { onceAtVisit, useVisitSource } from '../../platform/hydration';
import { useUrlParams } from '../../platform/urlState';
import { NegotiationForm } from '../../components/dealMaker/NegotiationForm';
import { Columns, Page, Stack } from '../../components/primitives/ScreenLayout';
import {
  amountFields,
  checkTerms,
  hasAnyTerm,
  isSendable,
  nextProposalSequence,
  proposalId,
  proposalValue,
  sampleDeal,
  visibleProblems,
} from '../../data/dealMaker';
import { useWorldDay } from '../../platform/worldDay';
import { emptyTerms, termFields, type NegotiationTerms, type TermField } from '../../data/dealTerms';
import { formatCount, formatSdr } from '../../i18n/format';
import {
  dealDraftMachine,
  selectDraftState,
  selectSaveFailed,
  selectSendTried,
  selectTerms,
} from '../../machines/dealDraft.machine';
import { selectDeal } from '../../machines/memberStore.machine';
import { useScreenText } from '../../platform/screenText';
import { resolveLanguage } from '../../i18n/language';
import { useAppActorRef } from '../../platform/actors';
import { isMemberDataSaved, memberStore, useMember } from '../../platform/memberStore';
import { useToast } from '../../platform/shellContext';
import { HistorySection } from './HistorySection';
import { OverviewSection } from './OverviewSection';
import { RecommendationsSection } from './RecommendationsSection';
import { useTermText } from './useTermText';

/** Whether the member's saved draft had terms when this visit showed: read once, so typing never starts the form again. */
const savedDraftSource = onceAtVisit(
  () => hasAnyTerm(memberStore().getSnapshot().context.record.deal.draft),
  () => false,
);

/**
 * The form starts from the member's saved draft, which hydration does not read: a page hydrated with
 * the empty form starts it again with a saved one (a new member's form stays as hydrated).
 */
export default function DealMakerScreen() {
  const savedDraft = useVisitSource(savedDraftSource);
  return <DealMaker key={savedDraft ? 'member' : 'prerendered'} />;
}

function DealMaker() {
  const { t, i18n, language } = useScreenText('dealMaker');
  const toast = useToast();
  const today = useWorldDay();
  const deal = useMember(selectDeal);
  const [initialDraft] = useState(deal.draft);
  const [restored, setRestored] = useState(() => hasAnyTerm(initialDraft));
  const [focusTick, setFocusTick] = useState(0);
  const formRef = useRef<HTMLDivElement>(null);
  // `?proposal=` (a link to the deal or one of its proposals) marks it as the current one.
  const [params] = useUrlParams();
  const linkedId = params.get('proposal');

  // The member store is plugged in; the send rule adds today's date to the machine's own check.
  const [machine] = useState(() =>
    dealDraftMachine.provide({
      guards: {
        // Numbers are read as the member's language writes them at the time of sending.
        isSendable: ({ context }) => isSendable(context.terms, today, resolveLanguage(i18n.language)),
        isDraftSaved: () => isMemberDataSaved(),
      },
      actions: {
        writeDraft: (_, terms: NegotiationTerms) =>
          memberStore().send({ type: 'deal.saveDraft', draft: { ...terms } }),
        clearDraft: () => memberStore().send({ type: 'deal.saveDraft', draft: { ...emptyTerms } }),
      },
    }),
  );
  const actor = useAppActorRef(machine, { input: { draft: initialDraft } });
  // A proposal that went out is recorded as the member's, and confirmed with a toast (its value when
  // volume and price are numbers).
  useEffect(() => {
    const subscription = actor.on('proposal.sent', ({ proposal }) => {
      const store = memberStore();
      const sequence = nextProposalSequence(store.getSnapshot().context.record.deal.proposals);
      store.send({
        type: 'deal.propose',
        proposal: {
          id: proposalId(sequence),
          terms: { ...proposal.terms },
          at: proposal.at ?? new Date().toISOString(),
          status: 'sent',
        },
      });
      const value = proposalValue(proposal.terms, language);
      toast({
        tone: 'success',
        title: t('toast.sent'),
        description: value === null ? undefined : t('toast.value', { value: formatSdr(value, language) }),
      });
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, t, language]);
  const state = useSelector(actor, selectDraftState);
  const terms = useSelector(actor, selectTerms);
  const sendTried = useSelector(actor, selectSendTried);
  const saveFailed = useSelector(actor, selectSaveFailed);
  const canSave = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.save' }));
  const canSend = useSelector(actor, (snapshot) => snapshot.can({ type: 'user.send' }));

  const { fieldLabel } = useTermText();
  const problems = visibleProblems(checkTerms(terms, today, language), sendTried);
  const limitsOf = (field: string) => {
    if (field !== 'volume' && field !== 'price') return {};
    const limits = amountFields[field];
    return {
      maxLength: formatCount(limits.maxLength, language),
      decimals: formatCount(limits.maxDecimals, language),
      max:
        field === 'price'
          ? formatSdr(limits.max, language)
          : t('units.volume', { value: formatCount(limits.max, language) }),
    };
  };
  const errors: Partial<Record<TermField, string>> = Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, t(`errors.${problem}`, limitsOf(field))]),
  );

  // After a refused send, focus moves to the first field that needs attention.
  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const change = (field: TermField, value: string) => {
    setRestored(false);
    actor.send({ type: 'user.change', field, value });
  };
  const send = () => {
    const ready = isSendable(terms, today, language);
    actor.send({ type: 'user.send', at: new Date().toISOString() });
    if (!ready) setFocusTick((tick) => tick + 1);
  };

  const statusText = {
    editing: saveFailed
      ? t('status.saveFailed')
      : restored
        ? t('status.restored')
        : sendTried && Object.keys(problems).length > 0
          ? t('status.fix')
          : '',
    saving: t('status.saving'),
    saved: t('status.saved'),
    sending: t('status.sending'),
    sent: t('status.sent'),
  }[state];

  return (
    <Page gap={6}>
      <OverviewSection current={linkedId === sampleDeal.id} />
      <Columns ratio="3:2" gap={6}>
        <Stack gap={6} ref={formRef}>
          <NegotiationForm
            texts={{
              heading: t('form.heading'),
              description: t('form.description'),
              labels: Object.fromEntries(termFields.map((field) => [field, fieldLabel(field)])) as Record<
                TermField,
                string
              >,
              placeholders: {
                volume: t('form.placeholders.volume'),
                price: t('form.placeholders.price'),
                paymentTerms: t('form.placeholders.paymentTerms'),
                qualitySpecs: t('form.placeholders.qualitySpecs'),
                specialConditions: t('form.placeholders.specialConditions'),
              },
              save: t('form.save'),
              saving: t('form.saving'),
              send: t('form.send'),
              sending: t('form.sending'),
              discard: t('form.discard'),
            }}
            state={state}
            values={terms}
            errors={errors}
            statusText={statusText}
            minDate={today}
            canSave={canSave}
            canSend={canSend}
            onChange={change}
            onSave={() => actor.send({ type: 'user.save' })}
            onSend={send}
            onDiscard={() => {
              setRestored(false);
              actor.send({ type: 'user.discard' });
            }}
            figure={memberFigure('deal')}
          />
          <HistorySection selectedId={linkedId} />
        </Stack>
        <Stack gap={6}>
          <RecommendationsSection today={today} terms={terms} onApply={change} />
        </Stack>
      </Columns>
    </Page>
  );
}
