import { useEffect, useRef, useState } from 'react';
import { MarketAlertsPanel } from '../../components/dashboard/MarketAlertsPanel';
import { marketAlerts, visibleAlerts, type AlertSettings } from '../../data/dashboard';
import { formatDate } from '../../i18n/format';
import { useDeferredModule } from '../../platform/deferredModule';
import { useScreenText } from '../../platform/screenText';
import { useWorldDay } from '../../platform/worldDay';

// The dialog (Radix) loads when first opened, not with the dashboard's first paint.
const loadAlertSettings = () => import('./AlertSettingsController');

const timeOptions: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
};

interface AlertsSectionProps {
  settings: AlertSettings;
  /** Applies the settings for this visit; true when they were also kept for the next ones. */
  onSave: (settings: AlertSettings) => boolean;
}

/** Market alerts filtered by the member's alert settings (kept by the screen: `useAlertSettings`). */
export function AlertsSection({ settings, onSave: save }: AlertsSectionProps) {
  const day = useWorldDay();
  const { t, language } = useScreenText('dashboard');
  const [open, setOpen] = useState(false);
  const AlertSettingsController = useDeferredModule(loadAlertSettings, open)?.default;
  const wasOpen = useRef(false);

  // The dialog has no Radix trigger (it loads on demand), so focus goes back to the opener by hand,
  // once the dialog and its focus trap are gone.
  const configureRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open && wasOpen.current) configureRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const alerts = visibleAlerts(marketAlerts(day), settings).map((alert) => ({
    id: alert.id,
    message: t(`alerts.items.${alert.code}`),
    typeLabel: t(`alerts.type.${alert.type}`),
    severity: alert.severity,
    severityLabel: t(`alerts.severity.${alert.severity}`),
    time: formatDate(alert.timestamp, language, timeOptions),
    timestamp: alert.timestamp,
  }));

  return (
    <>
      <MarketAlertsPanel
        heading={t('alerts.heading')}
        listLabel={t('alerts.listLabel')}
        alerts={alerts}
        configureLabel={t('alerts.configure')}
        configureRef={configureRef}
        onConfigure={() => {
          setOpen(true);
        }}
        empty={{ title: t('alerts.emptyTitle'), body: t('alerts.emptyBody') }}
      />
      {open && AlertSettingsController ? (
        // Mounted only while open: each opening starts from the saved settings.
        <AlertSettingsController open onOpenChange={setOpen} settings={settings} onSave={save} />
      ) : null}
    </>
  );
}
