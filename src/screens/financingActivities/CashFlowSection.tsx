import { CashFlowChart } from '../../components/financingActivities/CashFlowChart';
import { cashFlowForecast } from '../../data/financingActivities';
import { formatCompact, formatDate, formatSdr } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { useWorldDay } from '../../platform/worldDay';

/** The cash-flow forecast chart, month by month, with its table. */
export function CashFlowSection() {
  const { t, language, dir } = useScreenText('financingActivities');
  const day = useWorldDay();
  const forecast = cashFlowForecast(day);
  const first = forecast[0];
  const last = forecast.at(-1);
  const monthDate = (month: string) => `${month}-01T00:00:00Z`;
  const longMonth = (month: string) =>
    formatDate(monthDate(month), language, { month: 'long', year: 'numeric', timeZone: 'UTC' });

  return (
    <CashFlowChart
      heading={t('cashFlow.heading')}
      description={t('cashFlow.description')}
      summary={t('cashFlow.summary', {
        from: first ? longMonth(first.month) : '',
        to: last ? longMonth(last.month) : '',
      })}
      months={forecast.map((month) => ({
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
  );
}
