import { parseAmount } from '../../data/dealMaker';
import type { TermField } from '../../data/dealTerms';
import { formatCount, formatDate, formatSdr } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';

/** A term's label and a value as the member reads it: a date in full, amounts in SDR or tonnes. */
export function useTermText() {
  const { t, language } = useScreenText('dealMaker');
  const fieldLabel = (field: TermField) => t(`form.${field}`);
  const showValue = (field: TermField, value: string) => {
    if (field === 'deliveryDate') return formatDate(`${value}T00:00:00`, language);
    const amount = field === 'volume' || field === 'price' ? parseAmount(value, field, language) : null;
    if (amount === null) return value;
    return field === 'price'
      ? formatSdr(amount, language)
      : t('units.volume', { value: formatCount(amount, language) });
  };
  return { fieldLabel, showValue };
}
