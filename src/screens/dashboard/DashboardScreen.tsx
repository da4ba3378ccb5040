/**
 * The trade dashboard: the four key figures, AI trade matching with search
 * and Connect, the trade-flow animation, live market data and the market alerts with their settings.
 * Each timed part has its own machine and its own component here, so a price tick re-renders the
 * market list only. The layout already shows the page title (h1); the panels start at h2.
 */
import { useMemo, useState } from 'react';
import { TradeMatchesPanel } from '../../components/dashboard/TradeMatchesPanel';
import { StatGrid, type StatGridItem } from '../../components/primitives/StatGrid';
import { Columns, Page, Stack } from '../../components/primitives/ScreenLayout';
import { dashboardStats, matchesSearch, tradeMatches } from '../../data/dashboard';
import { formatCompact, formatCount, formatPercent, intlLocale } from '../../i18n/format';
import { AlertsSection } from './AlertsSection';
import { ConnectableMatch, type MatchTexts } from './ConnectableMatch';
import { MarketSection } from './MarketSection';
import { TradeFlowSection } from './TradeFlowSection';
import { useAlertSettings } from './useAlertSettings';
import { useScreenText } from '../../platform/screenText';
import { commodityName } from '../../platform/commodityName';

/** The empty state quotes the search; a pasted essay is cut so the message stays readable. */
const quoteLimit = 60;
const quoted = (query: string) => {
  const trimmed = query.trim();
  return trimmed.length > quoteLimit ? `${trimmed.slice(0, quoteLimit)}…` : trimmed;
};

function useStats(): StatGridItem[] {
  const { t, language } = useScreenText('dashboard');
  return useMemo(
    () => [
      {
        id: 'volume',
        label: t('stats.volume'),
        value: t('stats.volumeValue', { value: formatCompact(dashboardStats.volumeSdr, language) }),
        hint: t('stats.volumeHint'),
        icon: 'trendUp',
        tone: 'success',
      },
      {
        id: 'matches',
        label: t('stats.matches'),
        value: formatCount(dashboardStats.activeMatches, language),
        hint: t('stats.matchesHint'),
        icon: 'activity',
        tone: 'active',
      },
      {
        id: 'successRate',
        label: t('stats.successRate'),
        value: formatPercent(dashboardStats.successRatePercent, language, 1),
        hint: t('stats.successRateHint'),
        icon: 'check',
        tone: 'info',
      },
      {
        id: 'partners',
        label: t('stats.partners'),
        value: formatCount(dashboardStats.partners, language),
        hint: t('stats.partnersHint', { count: dashboardStats.partnerCountries }),
        icon: 'users',
        tone: 'warning',
      },
    ],
    [t, language],
  );
}

function MatchesSection() {
  const { t, language } = useScreenText('dashboard');
  const [query, setQuery] = useState('');
  const locale = intlLocale(language);

  const texts = useMemo(() => {
    const regions = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return new Map<string, MatchTexts>(
      tradeMatches.map((match) => [
        match.id,
        {
          offering: commodityName(t, match.offering),
          seeking: commodityName(t, match.seeking),
          country: regions.of(match.country) ?? match.country,
        },
      ]),
    );
  }, [t, locale]);

  const visible = new Set(
    tradeMatches
      .filter((match) => {
        const text = texts.get(match.id);
        return text ? matchesSearch([text.offering, text.seeking, text.country], query, locale) : false;
      })
      .map((match) => match.id),
  );
  const searching = query.trim() !== '';

  return (
    <TradeMatchesPanel
      heading={t('matches.heading')}
      description={t('matches.description')}
      search={{
        label: t('matches.searchLabel'),
        placeholder: t('matches.searchPlaceholder'),
        clearLabel: t('matches.clearSearch'),
        value: query,
        onChange: setQuery,
      }}
      resultCount={visible.size}
      resultText={searching ? t('matches.resultCount', { count: visible.size }) : ''}
      listLabel={t('matches.listLabel')}
      empty={{
        title: t('matches.emptyTitle'),
        body: t('matches.emptyBody', { query: quoted(query) }),
        action: t('matches.emptyAction'),
      }}
    >
      {tradeMatches.map((match) => {
        const text = texts.get(match.id);
        return text ? (
          <ConnectableMatch key={match.id} match={match} texts={text} hidden={!visible.has(match.id)} />
        ) : null;
      })}
    </TradeMatchesPanel>
  );
}

export default function DashboardScreen() {
  const { t } = useScreenText('dashboard');
  const stats = useStats();
  const [alertSettings, saveAlertSettings] = useAlertSettings();
  return (
    <Page gap={6} data-state="ready">
      <StatGrid heading={t('stats.heading')} headingId="dashboard-stats-heading" stats={stats} columns={4} />
      <Columns ratio="3:2" gap={6}>
        <Stack gap={6}>
          <MatchesSection />
          <TradeFlowSection />
        </Stack>
        <Stack gap={6}>
          <MarketSection
            thresholdPercent={alertSettings.priceAlerts ? alertSettings.thresholdPercent : null}
          />
          <AlertsSection settings={alertSettings} onSave={saveAlertSettings} />
        </Stack>
      </Columns>
    </Page>
  );
}
