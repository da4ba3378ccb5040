/**
 * AI trade matching, the screen at /trade-matching and the microservices hub's AI Matching tab: the matching progress bar, the recommended
 * multi-party matches with Start Negotiation (opens the negotiation chat on that match's room), and
 * the matching search (offering and seeking, each split on commas) answered by the local matching
 * service through the matching search machine. A failed search is only written to the console and
 * leaves the form usable. The layout shows the page title (h1); sections start at h2.
 *
 * The search starts filled in when the address carries one (`?offering=&seeking=`, commodity codes:
 * Trade Search's "Find matches"; see src/data/matchingLinks.ts). "Your candidates" lists the products
 * the member Quick Matched in the explorer (kept in the member store): Use fills the search with one,
 * Remove takes it off the list.
 */
import { memberRegion } from '../../components/primitives/memberFigure';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { fromPromise } from 'xstate';
import type { BarterMatchCardTexts, BarterMatchView } from '../../components/tradeMatching/BarterMatchCard';
import { BarterMatchList } from '../../components/tradeMatching/BarterMatchList';
import { CandidateList } from '../../components/tradeMatching/CandidateList';
import { MatchingProgress } from '../../components/tradeMatching/MatchingProgress';
import { MatchingSearchForm, type TermFieldView } from '../../components/tradeMatching/MatchingSearchForm';
import { Page } from '../../components/primitives/ScreenLayout';
import { chatRoomLink } from '../../data/itemLinks';
import { companyPath } from '../../data/companyLinks';
import {
  commodityCodes,
  recommendedMatches,
  type BarterMatch,
  type CommodityCode,
} from '../../data/tradeMatching';
import {
  localMatchingService,
  parseTermList,
  type MatchingQuery,
  type TermList,
} from '../../data/matchingSearch';
import {
  carriedSearchFromParams,
  productCommodities,
  searchForProduct,
  type CarriedSearch,
} from '../../data/matchingLinks';
import { routePaths } from '../../data/routes';
import { formatDate, formatList, formatPercent, formatSdr, intlLocale } from '../../i18n/format';
import {
  matchingSearchMachine,
  selectProgress,
  selectResults,
  selectSearchState,
  type MatchingSearchQuery,
  type MatchingSearchResult,
} from '../../machines/matchingSearch.machine';
import { selectCandidates } from '../../machines/memberStore.machine';
import type { Language } from '../../i18n/language';
import { companyName } from '../../platform/companyName';
import { useScreenText } from '../../platform/screenText';
import { useAppActorRef } from '../../platform/actors';
import { useMember, useMemberStore } from '../../platform/memberStore';
import { useUrlParams } from '../../platform/urlState';
import { commodityName } from '../../platform/commodityName';
import { useWorldDay } from '../../platform/worldDay';

type Translate = ReturnType<typeof useScreenText<'tradeMatching'>>['t'];

/** The commodity names of the current language, set by the screen, read by the service. */
let languageTerms: MatchingQuery['extraTerms'] = {};

/** The matching search answered by the local matching service. */
const tradeMatchingSearchMachine = matchingSearchMachine.provide({
  actors: {
    findMatches: fromPromise<readonly MatchingSearchResult[], MatchingSearchQuery>(({ input }) =>
      localMatchingService({ ...input, extraTerms: languageTerms }),
    ),
  },
  actions: {
    // A failed match search is only written to the console.
    reportFailure: (_, error: unknown) => console.error('Match search failed', error),
  },
});

export function TradeMatching() {
  const day = useWorldDay();
  const { t, language } = useScreenText('tradeMatching');

  // The service also understands the commodity names of the current language ("小麦").
  useEffect(() => {
    languageTerms = Object.fromEntries(commodityCodes.map((code) => [code, [commodityName(t, code)]]));
  }, [t]);

  const search = useAppActorRef(tradeMatchingSearchMachine);
  const state = useSelector(search, selectSearchState);
  const progress = useSelector(search, selectProgress);
  const results = useSelector(search, selectResults<BarterMatch>);
  const ranQuery = useSelector(search, (snapshot) => snapshot.context.query);

  const store = useMemberStore();
  const candidates = useMember(selectCandidates);
  const [params] = useUrlParams();
  // The names of the current language, in the language's list separator ("Wheat, Cotton").
  const goodsText = (codes: readonly CommodityCode[]) =>
    codes.map((code) => commodityName(t, code)).join(t('search.separator'));
  // What the address carries fills the fields once, as if typed; the member edits from there.
  const [carried] = useState<CarriedSearch | null>(() => carriedSearchFromParams(params));
  const [offeringText, setOfferingText] = useState(() => (carried ? goodsText(carried.offering) : ''));
  const [seekingText, setSeekingText] = useState(() => (carried ? goodsText(carried.seeking) : ''));
  const [usedCandidate, setUsedCandidate] = useState<string | null>(null);
  const offering = useMemo(() => parseTermList(offeringText), [offeringText]);
  const seeking = useMemo(() => parseTermList(seekingText), [seekingText]);
  const canSearch = useSelector(search, (snapshot) =>
    snapshot.can({ type: 'user.search', offering: offering.items, seeking: seeking.items }),
  );

  const regions = useMemo(
    () => new Intl.DisplayNames([intlLocale(language)], { type: 'region', fallback: 'code' }),
    [language],
  );
  const toView = (match: BarterMatch): BarterMatchView => matchView(match, t, language, regions, day);
  const cardTexts = (match: BarterMatchView): BarterMatchCardTexts => ({
    title: t('card.title', { count: match.parties.length }),
    partiesLabel: t('card.parties'),
    score: t('card.score'),
    savings: t('card.savings'),
    logistics: t('card.logistics'),
    complexity: t('card.complexity'),
    terms: t('card.terms'),
    startNegotiation: t('card.startNegotiation'),
  });

  const field = (list: TermList, value: string, label: string, placeholder: string): TermFieldView => ({
    label,
    placeholder,
    value,
    items: list.items,
    itemsLabel: t('search.items', { label }),
    note:
      list.status === 'onlySeparators'
        ? t('search.onlyCommas')
        : list.duplicates > 0
          ? t('search.duplicates', { count: list.duplicates })
          : undefined,
    invalid: list.status === 'onlySeparators',
  });

  const useCandidate = (id: string) => {
    const candidate = candidates.find((item) => item.id === id);
    const carriedSearch = candidate ? searchForProduct(candidate.productId) : null;
    if (!carriedSearch) return;
    setOfferingText(goodsText(carriedSearch.offering));
    setSeekingText(goodsText(carriedSearch.seeking));
    setUsedCandidate(id);
  };
  const candidateViews = candidates.map((candidate) => {
    const code = Object.hasOwn(productCommodities, candidate.productId)
      ? productCommodities[candidate.productId]
      : undefined;
    const added = formatDate(candidate.at, language, { dateStyle: 'medium' });
    // A sample product is named in the current language; otherwise as the explorer showed it.
    const name = t(`candidates.products.${candidate.productId}`, { defaultValue: candidate.name });
    return {
      id: candidate.id,
      name,
      detail: code
        ? t('candidates.detail', { goods: commodityName(t, code), date: added })
        : t('candidates.notTraded', { date: added }),
      useLabel: t('candidates.useLabel', { name }),
      removeLabel: t('candidates.removeLabel', { name }),
      usable: code !== undefined,
    };
  });

  const statusText =
    state === 'running'
      ? t('progress.running')
      : state === 'results'
        ? t('progress.results', { count: results.length })
        : t('progress.idle');

  return (
    <Page gap={6}>
      <MatchingProgress
        label={t('progress.label')}
        state={state}
        value={progress}
        valueText={formatPercent(progress, language, 0)}
        statusText={statusText}
      />
      <BarterMatchList
        heading={t('recommended.heading')}
        matches={recommendedMatches.map(toView)}
        cardTexts={cardTexts}
        emptyTitle={t('recommended.empty')}
      />
      <CandidateList
        heading={t('candidates.heading')}
        description={t('candidates.description')}
        candidates={candidateViews}
        texts={{
          use: t('candidates.use'),
          remove: t('candidates.remove'),
          emptyTitle: t('candidates.emptyTitle'),
          emptyBody: t('candidates.emptyBody'),
          emptyAction: t('candidates.emptyAction'),
        }}
        explorerPath={routePaths.explorer}
        selectedId={usedCandidate}
        onUse={useCandidate}
        onRemove={(id) => {
          store.send({ type: 'matching.removeCandidate', id });
          if (usedCandidate === id) setUsedCandidate(null);
        }}
        figure={memberRegion('matching')}
      />
      <MatchingSearchForm
        heading={t('search.heading')}
        hint={t('search.hint')}
        offering={field(offering, offeringText, t('search.offering'), t('search.offeringPlaceholder'))}
        seeking={field(seeking, seekingText, t('search.seeking'), t('search.seekingPlaceholder'))}
        onOfferingChange={(value) => {
          setOfferingText(value);
          setUsedCandidate(null);
        }}
        onSeekingChange={(value) => {
          setSeekingText(value);
          setUsedCandidate(null);
        }}
        submitLabel={t('search.submit')}
        canSearch={canSearch}
        searching={state === 'running'}
        onSearch={() =>
          search.send({ type: 'user.search', offering: offering.items, seeking: seeking.items })
        }
      />
      {state === 'results' && ranQuery ? (
        <BarterMatchList
          heading={t('results.heading')}
          summary={t('results.summary', {
            count: results.length,
            offering: formatList(ranQuery.offering, language),
            seeking: formatList(ranQuery.seeking, language),
          })}
          matches={results.map(toView)}
          cardTexts={cardTexts}
          emptyTitle={t('results.emptyTitle')}
          emptyBody={t('results.emptyBody')}
        />
      ) : null}
    </Page>
  );
}

function matchView(
  match: BarterMatch,
  t: Translate,
  language: Language,
  regions: Intl.DisplayNames,
  day: string,
): BarterMatchView {
  const goods = (codes: readonly CommodityCode[]) =>
    formatList(
      codes.map((code) => commodityName(t, code)),
      language,
      'long',
    );
  const parties = match.parties.map((party) => {
    const to = companyPath(party.id, day);
    return {
      id: party.id,
      name: companyName(t, party.id),
      location: regions.of(party.location) ?? party.location,
      detail: t('card.offers', { items: goods(party.offering) }),
      ...(to ? { to } : {}),
    };
  });
  return {
    id: match.id,
    parties: match.includesMember
      ? [{ id: 'member', name: t('card.you'), location: '', detail: '' }, ...parties]
      : parties,
    score: match.matchScore,
    scoreText: formatPercent(match.matchScore, language, 0),
    savingsText: formatSdr(match.estimatedSavings, language),
    logisticsText: formatSdr(match.logisticsCost, language),
    complexity: match.complexityLevel,
    complexityText: t(`complexity.${match.complexityLevel}`),
    termsText: t(`recommendedTerms.${match.recommendedTerms}`),
    negotiationTo: chatRoomLink(match.id),
  };
}
