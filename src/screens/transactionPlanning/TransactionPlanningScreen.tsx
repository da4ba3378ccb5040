import { useState } from 'react';
import { BudgetAllocation } from '../../components/transactionPlanning/BudgetAllocation';
import { PlanDetail } from '../../components/transactionPlanning/PlanDetail';
import { PlanList } from '../../components/transactionPlanning/PlanList';
import { RiskAssessment } from '../../components/transactionPlanning/RiskAssessment';
import { ScheduledTransactions } from '../../components/transactionPlanning/ScheduledTransactions';
import { Columns, Page } from '../../components/primitives/ScreenLayout';
import {
  budgetLines,
  budgetUsedPercent,
  levelTone,
  parsePriorityFilter,
  planProgress,
  planStatusTone,
  plans,
  priorityFilters,
  riskFactors,
  transactionsOf,
  transactionStatusTone,
  withApprovals,
  plannedTransactions,
  type Plan,
  type PriorityFilter,
} from '../../data/transactionPlanning';
import { formatCount, formatDate, formatPercent, formatSdr } from '../../i18n/format';
import { companyName } from '../../platform/companyName';
import { useScreenText } from '../../platform/screenText';
import { useUrlParams } from '../../platform/urlState';
import { useToast } from '../../platform/shellContext';
import { useWorldDay } from '../../platform/worldDay';
import { itemOrFirst } from '../../data/itemOrFirst';

/**
 * Transaction planning: the plans with a
 * selectable detail (first selected by default; the choice is in the URL as `?plan=`, an unknown value
 * falls back to the first plan), the selected plan's scheduled transactions (filter by priority,
 * `?priority=`; Approve turns Pending Approval into Scheduled locally, with a toast), the budget
 * allocation and the risk assessment.
 */
export default function TransactionPlanningScreen() {
  const { t, language, dir } = useScreenText('transactionPlanning');
  const day = useWorldDay();
  const toast = useToast();
  const [params, update] = useUrlParams();
  const [approved, setApproved] = useState<ReadonlySet<string>>(() => new Set());
  const planList = plans(day);
  const scheduled = plannedTransactions(day);
  const selected = itemOrFirst(params.get('plan'), planList);
  const priority = parsePriorityFilter(params.get('priority'));

  const date = (iso: string) =>
    formatDate(`${iso}T00:00:00Z`, language, { dateStyle: 'medium', timeZone: 'UTC' });
  const progressText = (plan: Plan) =>
    t('plans.progress', {
      completed: formatCount(plan.completed, language),
      total: formatCount(plan.transactions, language),
    });
  const items = selected ? transactionsOf(selected.id, priority, withApprovals(scheduled, approved)) : [];

  const approve = (id: string) => {
    const item = scheduled.find((candidate) => candidate.id === id);
    if (!item || approved.has(id)) return;
    setApproved((current) => new Set(current).add(id));
    toast({
      tone: 'success',
      title: t('scheduled.approvedToast', { id, description: t(`transactions.${item.code}`) }),
    });
  };

  return (
    <Page>
      <Columns ratio="2:3">
        <PlanList
          heading={t('plans.heading')}
          listLabel={t('plans.listLabel')}
          plans={planList.map((plan) => ({
            id: plan.id,
            title: t(`plans.titles.${plan.code}`),
            statusLabel: t(`status.${plan.status}`),
            statusTone: planStatusTone(plan.status),
            value: formatSdr(plan.totalValue, language),
            progressText: progressText(plan),
            selected: plan.id === selected?.id,
          }))}
          empty={{ title: t('plans.emptyTitle'), body: t('plans.emptyBody') }}
          onSelect={(id) => update({ plan: id })}
        />
        {selected ? (
          <PlanDetail
            plan={{
              id: selected.id,
              title: t(`plans.titles.${selected.code}`),
              statusLabel: t(`status.${selected.status}`),
              statusTone: planStatusTone(selected.status),
              totalValue: formatSdr(selected.totalValue, language),
              transactions: formatCount(selected.transactions, language),
              startDate: date(selected.startDate),
              endDate: date(selected.endDate),
              completed: progressText(selected),
              completedPercent: planProgress(selected.completed, selected.transactions),
              completedPercentText: formatPercent(
                planProgress(selected.completed, selected.transactions),
                language,
                1,
              ),
            }}
            labels={{
              eyebrow: t('detail.eyebrow'),
              id: t('detail.id'),
              totalValue: t('detail.totalValue'),
              transactions: t('detail.transactions'),
              startDate: t('detail.startDate'),
              endDate: t('detail.endDate'),
              completed: t('detail.completed'),
            }}
          />
        ) : null}
      </Columns>
      <ScheduledTransactions<PriorityFilter>
        heading={t('scheduled.heading')}
        description={
          selected ? t('scheduled.description', { plan: t(`plans.titles.${selected.code}`) }) : undefined
        }
        listLabel={t('scheduled.listLabel')}
        transactions={items.map((item) => {
          const description = t(`transactions.${item.code}`);
          return {
            id: item.id,
            description,
            counterparty: companyName(t, item.counterparty),
            amount: formatSdr(item.amount, language),
            scheduledDate: date(item.scheduledDate),
            statusLabel: t(`scheduled.status.${item.status}`),
            statusTone: transactionStatusTone(item.status),
            priorityLabel: t(`scheduled.priority.${item.priority}`),
            priorityTone: levelTone(item.priority),
            canApprove: item.status === 'pendingApproval',
            approveLabel: t('scheduled.approveLabel', { id: item.id, description }),
          };
        })}
        filter={{
          label: t('scheduled.filterLabel'),
          options: priorityFilters.map((value) => ({ value, label: t(`scheduled.filter.${value}`) })),
          value: priority,
          dir,
        }}
        labels={{
          counterparty: t('scheduled.counterparty'),
          amount: t('scheduled.amount'),
          scheduledDate: t('scheduled.scheduledDate'),
          approve: t('scheduled.approve'),
        }}
        empty={{ title: t('scheduled.emptyTitle'), body: t('scheduled.emptyBody') }}
        onFilterChange={(value) => update({ priority: value === 'all' ? null : value })}
        onApprove={approve}
      />
      <Columns ratio="1:1">
        <BudgetAllocation
          heading={t('budget.heading')}
          listLabel={t('budget.listLabel')}
          lines={budgetLines.map((line) => {
            const percent = budgetUsedPercent(line.allocated, line.used);
            return {
              category: t(`budget.categories.${line.category}`),
              allocated: formatSdr(line.allocated, language),
              used: formatSdr(line.used, language),
              remaining: formatSdr(line.remaining, language),
              usedPercent: percent,
              usedPercentText: t('budget.usedPercent', { percent: formatPercent(percent, language, 1) }),
              overspent: line.remaining < 0,
            };
          })}
          labels={{
            allocated: t('budget.allocated'),
            used: t('budget.used'),
            remaining: t('budget.remaining'),
          }}
          empty={{ title: t('budget.emptyTitle'), body: t('budget.emptyBody') }}
        />
        <RiskAssessment
          heading={t('risk.heading')}
          caption={t('risk.caption')}
          factors={riskFactors.map((factor) => ({
            id: factor.factor,
            factor: t(`risk.factors.${factor.factor}`),
            riskLabel: t(`risk.levels.${factor.risk}`),
            riskTone: levelTone(factor.risk),
            impactLabel: t(`risk.levels.${factor.impact}`),
            impactTone: levelTone(factor.impact),
          }))}
          labels={{ factor: t('risk.factor'), risk: t('risk.risk'), impact: t('risk.impact') }}
          empty={{ title: t('risk.emptyTitle'), body: t('risk.emptyBody') }}
        />
      </Columns>
    </Page>
  );
}
