/**
 * The Global Product Explorer (/product-explorer): the "3D Enabled"
 * badge, the search, Filters, the grid/list toggle and the catalogue cards.
 * The search filters on name, category and location; Filters
 * opens real filters (category, availability, price range); View Details opens a detail panel; 3D View
 * opens a turning model. Search, filters and view live in the URL, so a view survives a reload.
 */
import type { Theme } from '@emotion/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Badge } from '../../components/primitives/Badge';
import { Button } from '../../components/primitives/Button';
import { ChipGroup } from '../../components/primitives/ChipGroup';
import { Icon } from '../../components/primitives/Icon';
import { SearchField } from '../../components/primitives/SearchField';
import { CatalogProductCard, type CatalogLayout } from '../../components/products/CatalogProductCard';
import { ProductDetails } from '../../components/products/ProductDetails';
import { ResultList } from '../../components/primitives/ResultList';
import { Page } from '../../components/primitives/ScreenLayout';
import { formPanel } from '../../components/primitives/formStyles';
import {
  availabilityTones,
  catalogProducts,
  countActiveFilters,
  filterCatalog,
  noCatalogFilters,
  parseAvailabilityList,
  parsePriceParam,
  type CatalogFilters,
} from '../../data/productCatalog';
import { parseCategory, type ProductCategory } from '../../data/products';
import { formatCount, formatNumber, formatSdr } from '../../i18n/format';
import { companyName } from '../../platform/companyName';
import { useDeferredModule } from '../../platform/deferredModule';
import { useScreenText } from '../../platform/screenText';
import type { AppliedFilters } from './FiltersDialog';
import { useUrlParams } from '../../platform/urlState';

// The dialogs (Radix Dialog, the 3D viewer's machine) load when first opened: they are not part of the
// first paint, and the route stays within its JavaScript budget.
const loadDialog = () => import('../../components/primitives/Dialog');
const loadFiltersDialog = () => import('./FiltersDialog');
const loadProduct3dDialog = () => import('./Product3dDialog');

type Open = { kind: 'filters' } | { kind: 'details' | 'model'; id: string } | null;

const layouts: readonly CatalogLayout[] = ['grid', 'list'];

/** Price with its currency: SDR as the app formats SDR, other codes through Intl. */
function formatPrice(amount: number, currency: string, language: string): string {
  if (currency === 'SDR') return formatSdr(amount, language);
  try {
    return formatNumber(amount, language, { style: 'currency', currency, currencyDisplay: 'code' });
  } catch {
    return `${formatCount(amount, language)} ${currency}`;
  }
}

export default function ProductExplorerScreen() {
  const { t, language, dir } = useScreenText('productExplorer');
  const [params, writeUrl] = useUrlParams();
  const [open, setOpenState] = useState<Open>(null);
  // Which dialogs have been opened once: those stay mounted, so they can animate and hand focus back.
  const [loaded, setLoaded] = useState<ReadonlySet<NonNullable<Open>['kind']>>(() => new Set());
  const setOpen = (next: Open) => {
    if (next && !loaded.has(next.kind)) setLoaded(new Set([...loaded, next.kind]));
    setOpenState(next);
  };
  const FiltersDialog = useDeferredModule(loadFiltersDialog, loaded.has('filters'))?.FiltersDialog;
  const Dialog = useDeferredModule(loadDialog, loaded.has('details'))?.Dialog;
  const Product3dDialog = useDeferredModule(loadProduct3dDialog, loaded.has('model'))?.Product3dDialog;
  // The URL gives the first view (?q=&category=&availability=&min=&max=&view=); after that the screen
  // holds it and mirrors it back, so a reload or a shared link shows the same products.
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [applied, setApplied] = useState<AppliedFilters>(() => ({
    category: parseCategory(params.get('category')),
    availability: parseAvailabilityList(params.get('availability')),
    minPrice: parsePriceParam(params.get('min')),
    maxPrice: parsePriceParam(params.get('max')),
  }));
  const [layout, setLayout] = useState<CatalogLayout>(() =>
    params.get('view') === 'list' ? 'list' : 'grid',
  );
  useEffect(
    () =>
      writeUrl({
        q: query,
        category: applied.category === 'all' ? null : applied.category,
        availability: applied.availability.join(','),
        min: applied.minPrice === null ? null : String(applied.minPrice),
        max: applied.maxPrice === null ? null : String(applied.maxPrice),
        view: layout === 'grid' ? null : layout,
      }),
    [writeUrl, query, applied, layout],
  );
  const filters: CatalogFilters = { query, ...applied };
  const activeCount = countActiveFilters(filters);
  const applyFilters = (next: AppliedFilters) => {
    setApplied(next);
    setOpen(null);
  };
  const clearAll = () => {
    const { query: noQuery, ...noFilters } = noCatalogFilters;
    setQuery(noQuery);
    setApplied(noFilters);
  };

  const categoryLabel = useCallback((category: ProductCategory) => t(`categories.${category}`), [t]);
  const products = useMemo(
    () =>
      catalogProducts.map((product) => ({
        ...product,
        name: t(`products.${product.id}.name`),
        description: t(`products.${product.id}.description`),
        location: t(`products.${product.id}.location`),
        seller: companyName(t, product.seller),
      })),
    [t],
  );
  const shown = filterCatalog(products, filters, categoryLabel);
  const rating = (value: number) =>
    formatNumber(value, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const viewOf = (product: (typeof products)[number]) => ({
    categoryLabel: categoryLabel(product.category),
    availabilityLabel: t(`availability.${product.availability}`),
    availabilityTone: availabilityTones[product.availability],
    price: formatPrice(product.price, product.currency, language),
    rating: rating(product.rating),
    ratingLabel: t('card.rating', { rating: rating(product.rating) }),
    reviews: t('card.reviews', { count: product.reviews, formatted: formatCount(product.reviews, language) }),
  });
  const selected = open && open.kind !== 'filters' ? products.find((p) => p.id === open.id) : undefined;

  return (
    <Page gap={6}>
      <div css={styles.toolbar}>
        <div css={styles.badgeRow}>
          <Badge tone="info">
            <Icon name="cube" size={14} />
            {t('badge3d')}
          </Badge>
          {activeCount > 0 ? (
            <>
              <span css={styles.active}>{t('activeFilters', { count: activeCount })}</span>
              <Button type="button" variant="ghost" compact onClick={clearAll}>
                {t('clearFilters')}
              </Button>
            </>
          ) : null}
        </div>
        <div css={styles.controls}>
          <div css={styles.search}>
            <SearchField
              label={t('search.label')}
              hideLabel
              value={filters.query}
              onChange={setQuery}
              placeholder={t('search.placeholder')}
              clearLabel={t('search.clear')}
            />
          </div>
          <Button
            type="button"
            aria-haspopup="dialog"
            onClick={() => setOpen({ kind: 'filters' })}
            data-state={activeCount > 0 ? 'active' : 'idle'}
          >
            <Icon name="filter" size={16} />
            {t('filtersButton')}
            {activeCount > 0 ? <span css={styles.count}>{formatCount(activeCount, language)}</span> : null}
          </Button>
          <ChipGroup
            label={t('view.label')}
            dir={dir}
            options={layouts.map((value) => ({ value, label: t(`view.${value}`) }))}
            value={layout}
            onValueChange={setLayout}
          />
        </div>
      </div>

      <ResultList
        heading={t('results.heading')}
        countText={t('results.count', { count: shown.length })}
        layout={layout}
        emptyTitle={t('empty.title')}
        emptyBody={t('empty.body')}
        clearLabel={t('empty.clear')}
        onClear={clearAll}
        items={shown.map((product) => ({
          key: product.id,
          node: (
            <CatalogProductCard
              layout={layout}
              name={product.name}
              category={product.category}
              location={product.location}
              locationLabel={t('card.location')}
              description={product.description}
              has3DModel={product.has3DModel}
              viewDetailsLabel={t('card.viewDetails')}
              view3dLabel={t('card.view3d')}
              onViewDetails={() => setOpen({ kind: 'details', id: product.id })}
              onView3d={() => setOpen({ kind: 'model', id: product.id })}
              {...viewOf(product)}
            />
          ),
        }))}
      />

      <>
        {FiltersDialog ? (
          <FiltersDialog
            open={open?.kind === 'filters'}
            onOpenChange={(next) => setOpen(next ? { kind: 'filters' } : null)}
            applied={filters}
            onApply={applyFilters}
          />
        ) : null}
        {Dialog ? (
          <Dialog
            open={open?.kind === 'details' && selected !== undefined}
            onOpenChange={(next) => {
              if (!next) setOpen(null);
            }}
            title={selected?.name ?? ''}
            closeLabel={t('details.close')}
          >
            {selected && open?.kind === 'details' ? (
              <ProductDetails
                labels={{
                  category: t('details.category'),
                  availability: t('details.availability'),
                  price: t('details.price'),
                  rating: t('details.rating'),
                  location: t('details.location'),
                  seller: t('details.seller'),
                  description: t('details.description'),
                }}
                category={selected.category}
                location={selected.location}
                seller={selected.seller}
                description={selected.description}
                {...viewOf(selected)}
              />
            ) : null}
          </Dialog>
        ) : null}
        {Product3dDialog ? (
          <Product3dDialog
            open={open?.kind === 'model' && selected !== undefined}
            onOpenChange={(next) => {
              if (!next) setOpen(null);
            }}
            name={selected?.name ?? ''}
            category={selected?.category ?? 'energy'}
            categoryLabel={selected ? categoryLabel(selected.category) : ''}
          />
        ) : null}
      </>
    </Page>
  );
}

const styles = {
  toolbar: (theme: Theme) => formPanel(theme, { gap: 3, padding: 4, flat: true }),
  badgeRow: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(2, 3),
  }),
  active: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  controls: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'center',
    gap: theme.space(3),
  }),
  search: { flex: '1 1 280px', minWidth: 0 },
  count: (theme: Theme) => ({
    display: 'inline-grid',
    placeItems: 'center',
    minInlineSize: 22,
    blockSize: 22,
    padding: theme.space(0, 1),
    borderRadius: theme.radii.pill,
    background: theme.colors.brand,
    color: theme.colors.brandText,
    fontSize: theme.fontSizes.xs,
  }),
};
