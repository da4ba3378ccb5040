/**
 * Microservices hub: five
 * service cards with interface and status; selecting a card (or a tab) opens that service's tab, kept
 * in the URL (`?tab=aiMatching`; unknown values show the valuation engine). Valuation works: prices
 * and the SDRC index load on opening, on Refresh and every 30 s (valuationRefresh machine, started
 * with the screen and stopped with it); a failed load keeps the last good values and is written once
 * to the console as a warning (a warning, not an error: the screen recovers by
 * itself). AI Matching is the trade-matching view of /trade-matching (src/screens/shared/TradeMatching.tsx:
 * one machine, one wiring, loaded on first open). The other three services are honest coming-soon panels.
 * The layout shows the page title (h1); sections start at h2.
 */
import type { Theme } from '@emotion/react';
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { fromPromise } from 'xstate';
import { ServiceCardGrid, type ServiceCardView } from '../../components/microservicesHub/ServiceCardGrid';
import { ValuationPanel, type PriceView } from '../../components/microservicesHub/ValuationPanel';
import { Button } from '../../components/primitives/Button';
import { ComingSoonPanel } from '../../components/primitives/ComingSoonPanel';
import { Tab, TabList, TabPanel, Tabs } from '../../components/primitives/Tabs';
import { Page } from '../../components/primitives/ScreenLayout';
import { microservices, serviceIds, serviceStatusTone } from '../../data/microservicesHub';
import {
  changeDirection,
  createValuationService,
  geopoliticalRisks,
  isValuationPayload,
  sdrcCurrencies,
  volatilityBand,
  commodityOfValuation,
  type ValuationPayload,
} from '../../data/valuation';
import { formatDate, formatNumber, formatSdr, formatSignedPercent } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { commodityName } from '../../platform/commodityName';
import { useDeferredModule } from '../../platform/deferredModule';
import { useScreenText } from '../../platform/screenText';
import { useUrlTab } from '../../platform/urlState';
import {
  selectCanRefresh,
  selectLastUpdated,
  selectValuation,
  selectValuationStatus,
  valuationRefreshMachine,
} from '../../machines/valuationRefresh.machine';
import { useAppActorRef } from '../../platform/actors';
import { whenVisitShown } from '../../platform/hydration';

/** The AI Matching tab is the trade-matching view of /trade-matching: one chunk, one wiring, loaded on first open. */
const loadTradeMatching = () => import('../shared/TradeMatching');

/** The local valuation service on the browser's clock (the machine keeps none). */
const valuationService = createValuationService({ now: () => Date.now() });

const hubValuationMachine = valuationRefreshMachine.provide({
  // The first load waits for the page to be hydrated: it changes every figure of the screen.
  actors: { loadValuation: fromPromise<unknown>(() => whenVisitShown().then(() => valuationService.load())) },
  actions: {
    // A failed price load is only written to the console.
    reportFailure: (_, error: unknown) =>
      console.warn('Valuation refresh failed; the last good values stay on screen.', error),
  },
});

type Translate = ReturnType<typeof useScreenText<'microservicesHub'>>['t'];

const comingSoonIcons = { tradeManager: 'layers', logistics: 'mapPin', financialHub: 'wallet' } as const;

export default function MicroservicesHubScreen() {
  const { t, language, dir } = useScreenText('microservicesHub');
  const [tab, openTab, tabAddress] = useUrlTab(serviceIds);
  const TradeMatching = useDeferredModule(loadTradeMatching, tab === 'aiMatching')?.TradeMatching;

  const valuation = useAppActorRef(hubValuationMachine, { input: { validate: isValuationPayload } });
  const status = useSelector(valuation, selectValuationStatus);
  const payload = useSelector(valuation, selectValuation<ValuationPayload>);
  const lastUpdated = useSelector(valuation, selectLastUpdated);
  const canRefresh = useSelector(valuation, selectCanRefresh);

  const cards: ServiceCardView[] = microservices.map((service) => ({
    id: service.id,
    name: t(`services.${service.id}.name`),
    description: t(`services.${service.id}.description`),
    icon: service.icon,
    protocol: t(`protocols.${service.interface}`),
    statusLabel: t(`status.${service.status}`),
    statusTone: serviceStatusTone(service.status),
    note: service.available ? undefined : t('comingSoon.badge'),
  }));

  const weight = (value: number) => formatNumber(value, language, { maximumFractionDigits: 4 });
  const back = (
    <Button type="button" compact onClick={() => openTab('valuation')}>
      {t('comingSoon.back')}
    </Button>
  );

  return (
    <Page data-state={tab}>
      <ServiceCardGrid
        heading={t('services.heading')}
        headingId="hub-services-heading"
        protocolLabel={t('services.interface')}
        statusLabel={t('services.status')}
        services={cards}
        selectedId={tab}
        onSelect={openTab}
      />
      <Tabs value={tab} onValueChange={openTab} dir={dir}>
        <TabList aria-label={t('tabs.label')}>
          {microservices.map((service) => (
            <Tab key={service.id} value={service.id} href={tabAddress(service.id)}>
              {t(`services.${service.id}.name`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="valuation">
          <ValuationPanel
            headingId="hub-valuation-heading"
            status={status}
            canRefresh={canRefresh}
            onRefresh={() => valuation.send({ type: 'user.refresh' })}
            prices={payload ? payload.prices.map((price) => priceView(price, t, language)) : null}
            sdrc={
              payload
                ? {
                    value: weight(payload.sdrc.value),
                    weights: sdrcCurrencies.map((currency) => ({
                      id: currency,
                      label: currency.toUpperCase(),
                      value: weight(payload.sdrc.components[currency]),
                    })),
                  }
                : null
            }
            risks={geopoliticalRisks.map((risk) => ({
              id: risk.country,
              country: t(`countries.${risk.country}`),
              multiplier: t('valuation.multiplier', { value: weight(risk.adjustmentMultiplier) }),
              detail: t('valuation.riskDetail', { score: weight(risk.riskScore) }),
            }))}
            texts={{
              heading: t('services.valuation.name'),
              description: t('valuation.description'),
              pricesHeading: t('valuation.pricesHeading'),
              change24h: t('valuation.change24h'),
              volatility: t('valuation.volatility'),
              sdrcHeading: t('valuation.sdrcHeading'),
              sdrcValueLabel: t('valuation.sdrcValue'),
              weightsLabel: t('valuation.weights'),
              risksHeading: t('valuation.risksHeading'),
              refresh: t('valuation.refresh'),
              refreshing: t('valuation.refreshing'),
              lastUpdated:
                lastUpdated === null
                  ? t('valuation.notLoaded')
                  : t('valuation.lastUpdated', {
                      time: formatDate(lastUpdated, language, { dateStyle: 'medium', timeStyle: 'medium' }),
                    }),
              errorMessage: t('valuation.error'),
              retry: t('valuation.retry'),
              loadingMessage: t('valuation.loading'),
              noValues: t('valuation.noValues'),
            }}
          />
        </TabPanel>
        <TabPanel value="aiMatching">
          {/* The view's own strings load on first open: waiting for them keeps the hub (and the focused tab) on screen. */}
          <Suspense fallback={<p css={styles.loading}>{t('aiMatching.loading')}</p>}>
            {TradeMatching ? <TradeMatching /> : <p css={styles.loading}>{t('aiMatching.loading')}</p>}
          </Suspense>
        </TabPanel>
        {(['tradeManager', 'logistics', 'financialHub'] as const).map((id) => (
          <TabPanel key={id} value={id}>
            <ComingSoonPanel
              heading={t(`services.${id}.name`)}
              headingId={`hub-${id}-heading`}
              badge={t('comingSoon.badge')}
              body={t(`comingSoon.${id}`)}
              icon={comingSoonIcons[id]}
              action={back}
            />
          </TabPanel>
        ))}
      </Tabs>
    </Page>
  );
}

function priceView(price: ValuationPayload['prices'][number], t: Translate, language: Language): PriceView {
  const direction = changeDirection(price.change24h);
  const band = volatilityBand(price.volatilityIndex);
  return {
    id: price.commodity,
    name: commodityName(t, commodityOfValuation[price.commodity]),
    price: formatSdr(price.price, language),
    change: formatSignedPercent(price.change24h, language, 1),
    direction,
    volatility: t('valuation.volatilityValue', {
      value: formatNumber(price.volatilityIndex, language, { minimumFractionDigits: 2 }),
      band: t(`valuation.bands.${band}`),
    }),
    volatilityTone: band === 'low' ? 'success' : band === 'medium' ? 'warning' : 'danger',
  };
}

const styles = {
  loading: (theme: Theme) => ({ color: theme.colors.textMuted, padding: theme.space(4) }),
};
