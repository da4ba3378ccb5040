import { OfflineIndicator } from '../../components/shell/OfflineIndicator';
import { useOnline } from '../../platform/online';
import { useScreenText } from '../../platform/screenText';

/**
 * "Offline" in the header while the browser has no network. Nothing in the app needs one (every
 * screen runs on local data; the service worker keeps the pages), so it only says so.
 */
export function ShellOffline() {
  const { t } = useScreenText('common');
  const online = useOnline();
  if (online) return null;
  return <OfflineIndicator label={t('offline.label')} description={t('offline.description')} />;
}
