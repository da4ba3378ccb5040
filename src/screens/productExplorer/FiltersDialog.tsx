/**
 * The Filters dialog of the Global Product Explorer: a draft of the filters the member edits (the price
 * bounds kept exactly as typed, with a message for each problem) and applies in one go. Apply is
 * disabled while the price range is invalid; Reset empties the draft.
 */
import type { Theme } from '@emotion/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/primitives/Button';
import { Dialog } from '../../components/primitives/Dialog';
import { ProductFiltersPanel } from '../../components/products/ProductFiltersPanel';
import {
  availabilities,
  checkPriceRange,
  type Availability,
  type CatalogFilters,
} from '../../data/productCatalog';
import { decimalText, type FilterBound } from '../../data/decimal';
import { productPriceField } from '../../data/numberFields';
import { productCategories, type ProductCategoryFilter } from '../../data/products';
import { formatCount } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';

export type AppliedFilters = Pick<CatalogFilters, 'category' | 'availability' | 'minPrice' | 'maxPrice'>;

interface Draft {
  category: ProductCategoryFilter;
  availability: Availability[];
  minText: string;
  maxText: string;
}

const draftOf = (filters: AppliedFilters, language: string): Draft => ({
  category: filters.category,
  availability: [...filters.availability],
  minText: filters.minPrice === null ? '' : decimalText(filters.minPrice, language),
  maxText: filters.maxPrice === null ? '' : decimalText(filters.maxPrice, language),
});

const valueOf = (parse: FilterBound) => (parse.kind === 'value' ? parse.value : null);

interface FiltersFormProps {
  applied: AppliedFilters;
  onApply: (filters: AppliedFilters) => void;
}

/** Mounted while the dialog is open: each opening starts from the filters in force. */
function FiltersForm({ applied, onApply }: FiltersFormProps) {
  const { t, language, dir } = useScreenText('productExplorer');
  const [draft, setDraft] = useState(() => draftOf(applied, language));
  const check = checkPriceRange(draft.minText, draft.maxText, language);
  const errorOf = (parse: FilterBound) =>
    parse.kind === 'invalid'
      ? t(`filters.errors.${parse.problem}`, {
          maxLength: formatCount(productPriceField.maxLength, language),
          decimals: formatCount(productPriceField.maxDecimals, language),
        })
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check.valid) return;
    onApply({
      category: draft.category,
      availability: availabilities.filter((value) => draft.availability.includes(value)),
      minPrice: valueOf(check.min),
      maxPrice: valueOf(check.max),
    });
  };

  return (
    <form css={styles.form} onSubmit={submit} noValidate>
      <ProductFiltersPanel
        dir={dir}
        labels={{
          category: t('filters.category'),
          availability: t('filters.availability'),
          availabilityHint: t('filters.availabilityHint'),
          price: t('filters.price'),
          min: t('filters.min'),
          max: t('filters.max'),
        }}
        categoryOptions={productCategories.map((value) => ({ value, label: t(`categories.${value}`) }))}
        category={draft.category}
        onCategoryChange={(category) => setDraft((current) => ({ ...current, category }))}
        availabilityOptions={availabilities.map((value) => ({ value, label: t(`availability.${value}`) }))}
        availability={draft.availability}
        onAvailabilityChange={(value, checked) =>
          setDraft((current) => ({
            ...current,
            availability: checked
              ? [...current.availability.filter((item) => item !== value), value]
              : current.availability.filter((item) => item !== value),
          }))
        }
        minText={draft.minText}
        maxText={draft.maxText}
        onMinChange={(minText) => setDraft((current) => ({ ...current, minText }))}
        onMaxChange={(maxText) => setDraft((current) => ({ ...current, maxText }))}
        minError={errorOf(check.min)}
        maxError={errorOf(check.max)}
        rangeError={check.minAboveMax ? t('filters.errors.minAboveMax') : undefined}
      />
      <div css={styles.footer}>
        <Button
          type="button"
          variant="ghost"
          onClick={() => setDraft({ category: 'all', availability: [], minText: '', maxText: '' })}
        >
          {t('filters.reset')}
        </Button>
        <Button type="submit" variant="primary" disabled={!check.valid}>
          {t('filters.apply')}
        </Button>
      </div>
    </form>
  );
}

export interface FiltersDialogProps extends FiltersFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function FiltersDialog({ open, onOpenChange, applied, onApply }: FiltersDialogProps) {
  const { t } = useTranslation('productExplorer');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('filters.title')}
      description={t('filters.description')}
      closeLabel={t('filters.close')}
    >
      {open ? <FiltersForm applied={applied} onApply={onApply} /> : null}
    </Dialog>
  );
}

const styles = {
  form: (theme: Theme) => ({ display: 'grid', gap: theme.space(5) }),
  footer: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'flex-end',
    gap: theme.space(2),
  }),
};
