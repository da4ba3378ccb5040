import { useSelector } from '@xstate/react';
import { MarketDataPanel, type MarketRowView } from '../../components/dashboard/MarketDataPanel';
import { marketAlertOf, marketItems } from '../../data/market';
import { formatCompact, formatSdr, formatSignedPercent, formatSignedSdr } from '../../i18n/format';
import { marketItemLink } from '../../data/itemLinks';
import {
  marketTickerMachine,
  selectIsLive,
  selectQuotes,
  type Quote,
} from '../../machines/marketTicker.machine';
import { appRandom, useAppActorRef, useSendOnChange } from '../../platform/actors';
import { memberStore } from '../../platform/memberStore';
import { useScreenText } from '../../platform/screenText';
import { useUrlParams } from '../../platform/urlState';
import { commodityName } from '../../platform/commodityName';

/** A price that crossed the member's threshold, told to the member's store (the bell and a toast). */
function notifyCrossing(quote: Quote, thresholdPercent: number, at: Date) {
  const item = marketItems.find((candidate) => candidate.id === quote.id);
  if (!item) return;
  memberStore().send({
    type: 'notification.add',
    notification: {
      id: `price-${quote.id}-${at.getTime()}`,
      kind: 'priceAlert',
      at: at.toISOString(),
      key: quote.change >= 0 ? 'priceUp' : 'priceDown',
      params: { symbol: item.symbol, percent: Math.abs(quote.changePercent), threshold: thresholdPercent },
      link: marketItemLink(item.id),
      read: false,
    },
  });
}

const ticker = marketTickerMachine.provide({
  actions: {
    notifyCrossings: ({ context }) => {
      const { thresholdPercent } = context;
      if (thresholdPercent === null) return;
      const at = new Date();
      for (const quote of context.crossed) notifyCrossing(quote, thresholdPercent, at);
    },
  },
});

/**
 * Live market data: the ticker machine moves the prices; the alert badge is derived from each percent
 * change. The ticker runs while the dashboard is open and alerts the member when a tick moves a price
 * by their alert threshold or more (`thresholdPercent`, null when price alerts are off).
 */
export function MarketSection({ thresholdPercent }: { thresholdPercent: number | null }) {
  const { t, language } = useScreenText('dashboard');
  // The input is read once, when the ticker starts; a later threshold is sent to it.
  const actor = useAppActorRef(ticker, {
    input: { quotes: marketItems, random: appRandom, thresholdPercent },
  });
  useSendOnChange(actor, { type: 'settings.threshold', thresholdPercent });
  // A link to one item (a price alert's View) marks it.
  const [params] = useUrlParams();
  const quotes = useSelector(actor, selectQuotes);
  const live = useSelector(actor, selectIsLive);

  const rows: MarketRowView[] = marketItems.map((item, index) => {
    const quote = quotes[index] ?? item;
    const alert = marketAlertOf(quote.changePercent);
    return {
      id: item.id,
      name: commodityName(t, item.name),
      symbol: item.symbol,
      region: t(`market.regions.${item.region}`),
      price: formatSdr(quote.price, language),
      change: formatSignedSdr(quote.change, language),
      changePercent: formatSignedPercent(quote.changePercent, language, 2),
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
      selectedId={params.get('item')}
    />
  );
}
