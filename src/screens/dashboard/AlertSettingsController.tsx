import { useState } from 'react';
import { AlertSettingsDialog, type AlertSettingsDraft } from '../../components/dashboard/AlertSettingsDialog';
import { alertSeverities, parseThreshold, type AlertSettings } from '../../data/dashboard';
import { decimalText } from '../../data/decimal';
import { dashboardThresholdField } from '../../data/numberFields';
import { formatCount } from '../../i18n/format';
import { useScreenText } from '../../platform/screenText';
import { useToast } from '../../platform/shellContext';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  settings: AlertSettings;
  /** Applies the settings; true when they were kept in storage too. */
  onSave: (settings: AlertSettings) => boolean;
}

const draftOf = (settings: AlertSettings, language: string): AlertSettingsDraft => ({
  priceAlerts: settings.priceAlerts,
  volumeAlerts: settings.volumeAlerts,
  minSeverity: settings.minSeverity,
  thresholdText: decimalText(settings.thresholdPercent, language),
});

/**
 * The alert-settings dialog with its draft in component state (a plain form: no timers, nothing to
 * model as a machine). It is mounted only while open, so each opening starts from the saved settings; Cancel, Esc and the close button drop
 * the draft; Save checks the threshold, stores the settings and confirms with a toast.
 */
export default function AlertSettingsController({ open, onOpenChange, settings, onSave }: Props) {
  const { t, language } = useScreenText('dashboard');
  const toast = useToast();
  const [draft, setDraft] = useState(() => draftOf(settings, language));
  const [showError, setShowError] = useState(false);

  const threshold = parseThreshold(draft.thresholdText, language);
  const thresholdError =
    showError && !threshold.ok
      ? t(`settings.errors.${threshold.error}`, {
          maxLength: formatCount(dashboardThresholdField.maxLength, language),
        })
      : undefined;

  return (
    <AlertSettingsDialog
      open={open}
      onOpenChange={onOpenChange}
      labels={{
        title: t('settings.title'),
        description: t('settings.description'),
        close: t('settings.close'),
        types: t('settings.types'),
        priceAlerts: t('settings.priceAlerts'),
        volumeAlerts: t('settings.volumeAlerts'),
        minSeverity: t('settings.minSeverity'),
        threshold: t('settings.threshold'),
        thresholdHint: t('settings.thresholdHint'),
        save: t('settings.save'),
        cancel: t('settings.cancel'),
      }}
      severityOptions={alertSeverities.map((value) => ({ value, label: t(`alerts.severity.${value}`) }))}
      draft={draft}
      onChange={(patch) => setDraft((current) => ({ ...current, ...patch }))}
      thresholdError={thresholdError}
      onSave={() => {
        if (!threshold.ok) {
          setShowError(true);
          return;
        }
        const kept = onSave({
          priceAlerts: draft.priceAlerts,
          volumeAlerts: draft.volumeAlerts,
          minSeverity: draft.minSeverity,
          thresholdPercent: threshold.value,
        });
        onOpenChange(false);
        // "Saved" only when storage took it; otherwise the settings hold for this visit and it says so.
        toast(
          kept
            ? { tone: 'success', title: t('settings.saved') }
            : { tone: 'warning', title: t('settings.notSaved') },
        );
      }}
    />
  );
}
