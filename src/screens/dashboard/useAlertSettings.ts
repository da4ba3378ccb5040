import { useCallback, useState } from 'react';
import { alertSettingsStorageKey, parseAlertSettings, type AlertSettings } from '../../data/dashboard';
import { readStored, writeStored } from '../../platform/storage';

/**
 * The member's alert settings, kept in local storage (`dashboard.alertSettings`; a missing or broken
 * value gives the defaults). The alerts list filters by them and the live ticker alerts on their
 * price threshold, so the screen holds them once for both. `save` applies them for this visit and
 * tells whether storage kept them too.
 */
export function useAlertSettings(): [AlertSettings, (next: AlertSettings) => boolean] {
  const [settings, setSettings] = useState<AlertSettings>(() =>
    parseAlertSettings(readStored(alertSettingsStorageKey)),
  );
  const save = useCallback((next: AlertSettings) => {
    setSettings(next);
    return writeStored(alertSettingsStorageKey, JSON.stringify(next));
  }, []);
  return [settings, save];
}
