import { useTranslation } from 'react-i18next';
import { resolveLanguage, type Language } from '../../machines/preferences';

/** The dashboard's translate function and the current language code (for the formatters). */
export function useDashboardText() {
  const { t, i18n } = useTranslation('dashboard');
  const language: Language = resolveLanguage(i18n.language);
  return { t, language };
}
