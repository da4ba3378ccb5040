import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { TradeFlowPanel } from '../../components/dashboard/TradeFlowPanel';
import { flowSteps } from '../../data/dashboard';
import { formatNumber } from '../../i18n/format';
import {
  selectActiveIndex,
  selectFlowAction,
  selectFlowState,
  selectStepStatuses,
  tradeFlowMachine,
} from '../../machines/tradeFlow.machine';
import { useAppActorRef } from '../../platform/actors';
import { useDeferredModule } from '../../platform/deferredModule';
import { useScreenText } from '../../platform/screenText';

// Motion stays off the dashboard's first paint: the plain markers show until this chunk arrives.
const loadMarkerMotion = () => import('../../components/dashboard/TradeFlowMarkerMotion');

const input = { stepCount: flowSteps.length };
const sameStatuses = (a: string[], b: string[]) => a.length === b.length && a.every((s, i) => s === b[i]);

/** The trade-flow animation: the machine drives the step statuses; one button starts, pauses and replays. */
export function TradeFlowSection() {
  const { t, language } = useScreenText('dashboard');
  const actor = useAppActorRef(tradeFlowMachine, { input });
  const markerMotion = useDeferredModule(loadMarkerMotion, true)?.default;
  const statuses = useSelector(actor, selectStepStatuses, sameStatuses);
  const action = useSelector(actor, selectFlowAction);
  const state = useSelector(actor, selectFlowState);
  const activeIndex = useSelector(actor, selectActiveIndex);

  const steps = useMemo(() => {
    return flowSteps.map((step, index) => {
      const status = statuses[index] ?? 'pending';
      return {
        id: step.id,
        title: t(`flow.steps.${step.code}.title`),
        description: t(`flow.steps.${step.code}.description`),
        party: t(`flow.steps.${step.code}.party`),
        typical: t('flow.typical', {
          seconds: formatNumber(step.delay / 1000, language, { maximumFractionDigits: 1 }),
        }),
        status,
        statusLabel: t(`flow.status.${status}`),
      };
    });
  }, [statuses, t, language]);

  // Paused holds its step (still the active one); finished has none.
  const heldIndex = activeIndex;
  const announcement =
    state === 'idle'
      ? ''
      : state === 'finished'
        ? t('flow.announce.finished', { total: steps.length })
        : t(`flow.announce.${state}`, {
            step: (heldIndex ?? 0) + 1,
            total: steps.length,
            title: steps[heldIndex ?? 0]?.title ?? '',
          });

  return (
    <TradeFlowPanel
      heading={t('flow.heading')}
      description={t('flow.description')}
      listLabel={t('flow.listLabel')}
      steps={steps}
      state={state}
      action={action}
      actionLabel={t(`flow.${action}`)}
      onAction={() => actor.send({ type: `user.${action}` })}
      announcement={announcement}
      markerMotion={markerMotion}
    />
  );
}
