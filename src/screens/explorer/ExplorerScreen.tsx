/**
 * The Product Explorer (/explorer): search on name or
 * description combined with the category chips, the six product cards with Quick Match, links on to
 * the trade simulator, dashboard and wallet, and "No products found" with a way to clear the filters.
 * Search and category live in the URL (?q=&category=), so a filtered view can be shared and survives
 * a reload. Quick Match adds the product to the member's matching candidates (member store), listed on
 * AI Trade Matching; Cancel request takes it off again.
 */
import { memberRegion } from '../../components/primitives/memberFigure';
import type { Theme } from '@emotion/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { ChipGroup } from '../../components/primitives/ChipGroup';
import { ButtonLink } from '../../components/primitives/Button';
import { SearchField } from '../../components/primitives/SearchField';
import { ResultList } from '../../components/primitives/ResultList';
import { ProductTradeCard } from '../../components/products/ProductTradeCard';
import { Page } from '../../components/primitives/ScreenLayout';
import { formPanel } from '../../components/primitives/formStyles';
import {
  filterProducts,
  parseCategory,
  productCategories,
  sampleProducts,
  type ProductCategoryFilter,
} from '../../data/products';
import { candidateIdFor } from '../../data/matchingLinks';
import { routePaths } from '../../data/routes';
import { formatNumber, formatSdr } from '../../i18n/format';
import { companyName } from '../../platform/companyName';
import { useScreenText } from '../../platform/screenText';
import { selectCandidates } from '../../machines/memberStore.machine';
import { useMember, useMemberStore } from '../../platform/memberStore';
import { useToast } from '../../platform/shellContext';
import { useUrlParams } from '../../platform/urlState';

/**
 * Certifications that describe rather than name a standard (`certifications.<key>`); names of standards
 * (ISO 9001, RoHS, GlobalG.A.P.) are written the same in every language.
 */
const certificationKeys: Readonly<Record<string, string>> = { 'LME listed': 'lmeListed' };

export default function ExplorerScreen() {
  const { t, language, dir } = useScreenText('explorer');
  const toast = useToast();
  const [params, writeUrl] = useUrlParams();
  // The URL gives the first view (?q=&category=); after that the screen holds it and mirrors it back.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [category, setCategory] = useState(() => parseCategory(params.get('category')));
  useEffect(
    () => writeUrl({ q: query, category: category === 'all' ? null : category }),
    [writeUrl, query, category],
  );
  const update = (next: { q?: string; category?: ProductCategoryFilter }) => {
    if (next.q !== undefined) setQuery(next.q);
    if (next.category !== undefined) setCategory(next.category);
  };

  const linksId = useId();
  const store = useMemberStore();
  const candidates = useMember(selectCandidates);
  const requested = useMemo(() => new Set(candidates.map((candidate) => candidate.productId)), [candidates]);

  // The cards show translated text; the search looks at what is shown.
  const products = useMemo(
    () =>
      sampleProducts.map((product) => ({
        ...product,
        name: t(`products.${product.id}.name`),
        description: t(`products.${product.id}.description`),
        location: t(`products.${product.id}.location`),
        supplier: companyName(t, product.supplier),
        certifications: product.certifications.map((name) =>
          name in certificationKeys ? t(`certifications.${certificationKeys[name]}`) : name,
        ),
      })),
    [t],
  );
  const shown = filterProducts(products, query, category);
  const rating = (value: number) =>
    formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  const labels = {
    value: t('card.value'),
    supplier: t('card.supplier'),
    location: t('card.location'),
    certifications: t('card.certifications'),
    quickMatch: t('card.quickMatch'),
    matchRequested: t('card.matchRequested'),
    cancelMatch: t('card.cancelMatch'),
  };

  return (
    <Page gap={6}>
      <div css={styles.filters}>
        <SearchField
          label={t('search.label')}
          value={query}
          onChange={(q) => update({ q })}
          placeholder={t('search.placeholder')}
          clearLabel={t('search.clear')}
        />
        <ChipGroup
          label={t('categoryLabel')}
          dir={dir}
          options={productCategories.map((value) => ({ value, label: t(`categories.${value}`) }))}
          value={category}
          onValueChange={(next) => update({ category: next })}
        />
      </div>
      <ResultList
        heading={t('results.heading')}
        countText={t('results.count', { count: shown.length })}
        layout="grid"
        emptyTitle={t('empty.title')}
        emptyBody={t('empty.body')}
        clearLabel={t('empty.clear')}
        onClear={() => update({ q: '', category: 'all' })}
        // A product the member asked to match is marked, its card a line taller where the mark wraps.
        figure={memberRegion('matching')}
        items={shown.map((product) => {
          const isRequested = requested.has(product.id);
          return {
            key: product.id,
            node: (
              <ProductTradeCard
                name={product.name}
                category={product.category}
                categoryLabel={t(`categories.${product.category}`)}
                description={product.description}
                value={formatSdr(product.sdrValue, language)}
                location={product.location}
                supplier={product.supplier}
                rating={rating(product.rating)}
                ratingLabel={t('card.rating', { rating: rating(product.rating) })}
                certifications={product.certifications}
                inStock={product.inStock}
                stockLabel={product.inStock ? t('card.inStock') : t('card.outOfStock')}
                trendingLabel={product.trending ? t('card.trending') : undefined}
                requested={isRequested}
                labels={labels}
                onQuickMatch={() => {
                  if (isRequested) return;
                  const candidate = {
                    id: candidateIdFor(product.id),
                    productId: product.id,
                    name: product.name,
                    category: product.category,
                    at: new Date().toISOString(),
                  };
                  store.send({ type: 'matching.addCandidate', candidate });
                  toast({
                    tone: 'success',
                    title: t('toast.requested', { name: product.name }),
                    description: t('toast.requestedBody'),
                  });
                }}
                onCancelMatch={() => {
                  if (!isRequested) return;
                  const id = candidateIdFor(product.id);
                  store.send({ type: 'matching.removeCandidate', id });
                  toast({ tone: 'info', title: t('toast.cancelled', { name: product.name }) });
                }}
              />
            ),
          };
        })}
      />
      <nav css={styles.links} aria-labelledby={linksId}>
        <h2 id={linksId} css={styles.linksHeading}>
          {t('links.heading')}
        </h2>
        <div css={styles.linkRow}>
          <ButtonLink to={routePaths.tradeSimulator} variant="primary">
            {t('links.tradeSimulator')}
          </ButtonLink>
          <ButtonLink to={routePaths.dashboard}>{t('links.dashboard')}</ButtonLink>
          <ButtonLink to={routePaths.srdWallet}>{t('links.wallet')}</ButtonLink>
        </div>
      </nav>
    </Page>
  );
}

const styles = {
  filters: (theme: Theme) => formPanel(theme, { gap: 3, padding: 4, flat: true }),
  links: (theme: Theme) => formPanel(theme, { gap: 3, flat: true }),
  linksHeading: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  linkRow: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
};
