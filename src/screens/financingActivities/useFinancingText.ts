import { formatPercent } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';

/** The screen's text with the two phrasings its sections share: a rate ("4.50%") and a term in months. */
export function useFinancingText() {
  const text = useScreenText('financingActivities');
  const { t, language } = text;
  const rateText = (rate: number) => t('options.rateValue', { rate: formatPercent(rate, language, 2) });
  const termText = (months: number) => t('options.termValue', { count: months });
  return { ...text, rateText, termText };
}
