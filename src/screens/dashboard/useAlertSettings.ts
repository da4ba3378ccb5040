import { useCallback, useMemo, useState } from 'react';
import { alertSettingsStorageKey, parseAlertSettings, type AlertSettings } from '../../data/dashboard';
import { useStored, writeStored } from '../../platform/storage';

/**
 * The member's alert settings, kept in local storage (`dashboard.alertSettings`; a missing or broken
 * value gives the defaults, as the prerendered page shows). The alerts list filters by them and the
 * live ticker alerts on their price threshold, so the screen holds them once for both. `save` applies
 * them for this visit and tells whether storage kept them too.
 */
export function useAlertSettings(): [AlertSettings, (next: AlertSettings) => boolean] {
  const stored = useStored(alertSettingsStorageKey);
  const storedSettings = useMemo(() => parseAlertSettings(stored), [stored]);
  const [saved, setSaved] = useState<AlertSettings | null>(null);
  const save = useCallback((next: AlertSettings) => {
    setSaved(next);
    return writeStored(alertSettingsStorageKey, JSON.stringify(next));
  }, []);
  return [saved ?? storedSettings, save];
}
