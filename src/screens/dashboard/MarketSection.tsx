import { useSelector } from '@xstate/react';
import { MarketDataPanel, type MarketRowView } from '../../components/dashboard/MarketDataPanel';
import { marketAlertOf, marketItems } from '../../data/market';
import { formatCompact, formatPercent, formatSdr } from '../../i18n/format';
import { marketTickerMachine, selectIsLive, selectQuotes } from '../../machines/marketTicker.machine';
import { appRandom, useAppActorRef } from '../../platform/actors';
import { useDashboardText } from './useDashboardLanguage';

const input = { quotes: marketItems, random: appRandom };
const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

/** Live market data: the ticker machine moves the prices; the alert badge is derived from each percent change. */
export function MarketSection() {
  const { t, language } = useDashboardText();
  const actor = useAppActorRef(marketTickerMachine, { input });
  const quotes = useSelector(actor, selectQuotes);
  const live = useSelector(actor, selectIsLive);

  const rows: MarketRowView[] = marketItems.map((item, index) => {
    const quote = quotes[index] ?? item;
    const alert = marketAlertOf(quote.changePercent);
    return {
      id: item.id,
      name: t(`market.items.${item.name}`),
      symbol: item.symbol,
      region: t(`market.regions.${item.region}`),
      price: formatSdr(quote.price, language),
      change: signed(quote.change, formatSdr(quote.change, language)),
      changePercent: signed(quote.changePercent, formatPercent(quote.changePercent, language, 2)),
      direction: quote.change > 0 ? 'up' : quote.change < 0 ? 'down' : 'flat',
      volume: t('market.volume', { value: formatCompact(item.volume, language) }),
      alert,
      alertLabel: alert === 'none' ? '' : t(`market.alert.${alert}`),
    };
  });

  return (
    <MarketDataPanel
      heading={t('market.heading')}
      description={t('market.description')}
      listLabel={t('market.listLabel')}
      rows={rows}
      live={live}
      toggleLabel={live ? t('market.pause') : t('market.resume')}
      onToggle={() => actor.send({ type: live ? 'user.pause' : 'user.resume' })}
      pausedNote={t('market.pausedNote')}
    />
  );
}
