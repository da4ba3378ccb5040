import type { Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ActiveLoans } from '../../components/financing/ActiveLoans';
import { CashFlowChart } from '../../components/financing/CashFlowChart';
import {
  FinancingCalculator,
  type CalculatorField,
  type CalculatorResultView,
} from '../../components/financing/FinancingCalculator';
import { FinancingOptions, type ApplyState } from '../../components/financing/FinancingOptions';
import { InvestmentOpportunities } from '../../components/financing/InvestmentOpportunities';
import {
  amountRule,
  calculatorEstimate,
  canApplyFor,
  cashFlowForecast,
  financingOffers,
  financingStatusTone,
  investments,
  loanProgress,
  loans,
  parseNumberField,
  rateRule,
  resolveOffer,
  riskTone,
  termRule,
  validateCalculator,
  type CalculatorInput,
  type FinancingStatus,
} from '../../data/financing';
import type { NumberField } from '../../data/numberFields';
import { formatCompact, formatCount, formatDate, formatPercent, formatSdr } from '../../i18n/format';
import {
  financingApplicationMachine,
  selectAppliedIds,
  selectApplyingOfferId,
} from '../../machines/financingApplication.machine';
import { useScreenText } from '../../platform/screenText';
import { useAppActorRef } from '../../platform/actors';
import { useToast } from '../../platform/shellContext';

const initialInput: CalculatorInput = { amount: '250000', term: '12', rate: '4.5' };
const rules: Record<CalculatorField, NumberField> = {
  amount: amountRule,
  term: termRule,
  rate: rateRule,
};

/**
 * Financing activities (spec part 2, Financing Activities, sections 3, 4 and 9): financing options
 * with selection (`?offer=`, unknown values fall back to the first) and a local Apply (machine
 * `financingApplication`), the calculator (checked inputs; its estimate is the spec's fixed SDR 12,500,
 * said in the card), active loans with progress = (principal − remaining) / principal, investment
 * opportunities (minimums SDR 10,000, 50,000, 100,000) and the cash-flow forecast chart.
 */
export default function FinancingActivitiesScreen() {
  const { t, language, dir } = useScreenText('financingActivities');
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const application = useAppActorRef(financingApplicationMachine);
  const applyingId = useSelector(application, selectApplyingOfferId);
  const appliedIds = useSelector(application, selectAppliedIds);
  const selected = resolveOffer(params.get('offer'));
  const canApplySelected = useSelector(application, (s) =>
    selected ? s.can({ type: 'user.apply', offerId: selected.id }) : false,
  );
  const canCancel = useSelector(application, (s) => s.can({ type: 'user.cancel' }));
  const [input, setInput] = useState<CalculatorInput>(initialInput);
  const [submitted, setSubmitted] = useState(false);
  const [calculated, setCalculated] = useState<CalculatorInput | null>(null);
  const [interested, setInterested] = useState<ReadonlySet<string>>(() => new Set());

  const statusOf = (id: string, status: FinancingStatus): FinancingStatus =>
    appliedIds.includes(id) ? 'underReview' : status;
  const typeOf = (code: string) => t(`options.types.${code}`);
  const rateText = (rate: number) => t('options.rateValue', { rate: formatPercent(rate, language, 2) });
  const termText = (months: number) => t('options.termValue', { count: months });
  const date = (iso: string) =>
    formatDate(`${iso}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });

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
    const provider = t(`options.providers.${selected.provider}`);
    if (applyingId === selected.id)
      return { state: 'applying', note: t('options.notes.applying', { provider }) };
    if (appliedIds.includes(selected.id)) return { state: 'applied', note: t('options.notes.applied') };
    if (selected.status === 'active') return { state: 'unavailable', note: t('options.notes.active') };
    if (!canApplyFor(selected.status)) return { state: 'unavailable', note: t('options.notes.underReview') };
    if (applyingId) return { state: 'ready', note: t('options.notes.busy') };
    return { state: 'ready', note: t('options.notes.ready', { provider }) };
  };
  const apply = applyView();

  // Calculator: every field is checked; messages show from the first Calculate on (not on blur: a
  // message appearing on blur would move the Calculate button under the pointer mid-click).
  const errors = validateCalculator(input, language);
  const limitText = (field: CalculatorField, value: number) =>
    field === 'amount'
      ? formatSdr(value, language)
      : field === 'term'
        ? termText(value)
        : formatPercent(value, language, 2);
  const errorText = (field: CalculatorField): string | undefined => {
    const code = errors[field];
    if (!code || !submitted) return undefined;
    const rule = rules[field];
    return t(`calculator.errors.${code}`, {
      min: limitText(field, rule.min),
      max: limitText(field, rule.max),
      decimals: rule.maxDecimals,
      maxLength: formatCount(rule.maxLength, language),
    });
  };
  const valueOf = (field: CalculatorField, source: CalculatorInput) => {
    const parsed = parseNumberField(source[field], rules[field], language);
    return parsed.ok ? parsed.value : Number.NaN;
  };
  const result: CalculatorResultView | null = calculated
    ? {
        label: t('calculator.resultLabel'),
        value: formatSdr(calculatorEstimate, language),
        summary: t('calculator.summary', {
          amount: formatSdr(valueOf('amount', calculated), language),
          term: termText(valueOf('term', calculated)),
          rate: formatPercent(valueOf('rate', calculated), language, 2),
        }),
      }
    : null;
  const invalidCount = Object.keys(errors).length;

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

  const first = cashFlowForecast[0];
  const last = cashFlowForecast.at(-1);
  const monthDate = (month: string) => `${month}-01T00:00:00Z`;
  const longMonth = (month: string) =>
    formatDate(monthDate(month), language, { month: 'long', year: 'numeric', timeZone: 'UTC' });

  return (
    <div css={styles.page}>
      <div css={styles.columns}>
        <FinancingOptions
          heading={t('options.heading')}
          description={t('options.description')}
          listLabel={t('options.listLabel')}
          offers={financingOffers.map((offer) => {
            const status = statusOf(offer.id, offer.status);
            return {
              id: offer.id,
              type: typeOf(offer.type),
              provider: t(`options.providers.${offer.provider}`),
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
          onSelect={(id) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('offer', id);
                return next;
              },
              { replace: true },
            )
          }
          onApply={(offerId) => application.send({ type: 'user.apply', offerId })}
          onCancel={() => application.send({ type: 'user.cancel' })}
        />
        <FinancingCalculator
          heading={t('calculator.heading')}
          basis={t('calculator.basis', { estimate: formatSdr(calculatorEstimate, language) })}
          fields={{
            amount: {
              label: t('calculator.amount'),
              hint: t('calculator.amountHint'),
              value: input.amount,
              error: errorText('amount'),
            },
            term: {
              label: t('calculator.term'),
              hint: t('calculator.termHint'),
              value: input.term,
              error: errorText('term'),
            },
            rate: {
              label: t('calculator.rate'),
              hint: t('calculator.rateHint'),
              value: input.rate,
              error: errorText('rate'),
            },
          }}
          calculateText={t('calculator.calculate')}
          resetText={t('calculator.reset')}
          result={result}
          invalidText={
            submitted && invalidCount > 0 ? t('calculator.invalid', { count: invalidCount }) : undefined
          }
          onChange={(field, value) => {
            setInput((current) => ({ ...current, [field]: value }));
            setCalculated(null);
          }}
          onCalculate={() => {
            setSubmitted(true);
            setCalculated(invalidCount === 0 ? input : null);
          }}
          onReset={() => {
            setInput(initialInput);
            setSubmitted(false);
            setCalculated(null);
          }}
        />
      </div>
      <div css={styles.columns}>
        <ActiveLoans
          heading={t('loans.heading')}
          listLabel={t('loans.listLabel')}
          loans={loans.map((loan) => {
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
        <CashFlowChart
          heading={t('cashFlow.heading')}
          description={t('cashFlow.description')}
          summary={t('cashFlow.summary', {
            from: first ? longMonth(first.month) : '',
            to: last ? longMonth(last.month) : '',
          })}
          months={cashFlowForecast.map((month) => ({
            id: month.month,
            label: formatDate(monthDate(month.month), language, { month: 'short', timeZone: 'UTC' }),
            fullLabel: longMonth(month.month),
            inflow: month.inflow,
            outflow: month.outflow,
            net: month.net,
            inflowText: formatSdr(month.inflow, language),
            outflowText: formatSdr(month.outflow, language),
            netText: formatSdr(month.net, language),
          }))}
          labels={{
            month: t('cashFlow.month'),
            inflow: t('cashFlow.inflow'),
            outflow: t('cashFlow.outflow'),
            net: t('cashFlow.net'),
            table: t('cashFlow.table'),
          }}
          formatTick={(value) => formatCompact(value, language)}
          dir={dir}
          empty={{ title: t('cashFlow.emptyTitle'), body: t('cashFlow.emptyBody') }}
        />
      </div>
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
