import { useTranslation } from 'react-i18next';
import { PendingNotice } from '../../components/feedback/PendingNotice';

/** Body of a route whose screen has not landed yet; the layout already shows its title. */
export function PendingScreen() {
  const { t } = useTranslation('common');
  return <PendingNotice title={t('pending.title')} body={t('pending.body')} />;
}
