import type { Theme } from '@emotion/react';
import { useId } from 'react';
import type { AlertSeverity } from '../../data/dashboard';
import { Button } from '../primitives/Button';
import { Dialog } from '../primitives/Dialog';
import { fieldInput, fieldsetReset, legendText } from '../primitives/formStyles';

/** What the form shows: the threshold is kept as typed, so a wrong value stays in the field. */
export interface AlertSettingsDraft {
  priceAlerts: boolean;
  volumeAlerts: boolean;
  minSeverity: AlertSeverity;
  thresholdText: string;
}

export interface AlertSettingsDialogLabels {
  title: string;
  description: string;
  close: string;
  types: string;
  priceAlerts: string;
  volumeAlerts: string;
  minSeverity: string;
  threshold: string;
  thresholdHint: string;
  save: string;
  cancel: string;
}

export interface AlertSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  labels: AlertSettingsDialogLabels;
  severityOptions: readonly { value: AlertSeverity; label: string }[];
  draft: AlertSettingsDraft;
  onChange: (patch: Partial<AlertSettingsDraft>) => void;
  /** The threshold's error, shown under the field once the member tried to save; undefined when fine. */
  thresholdError?: string;
  onSave: () => void;
}

/** The alert-settings form in a modal dialog: alert types, minimum severity and the price-move threshold. */
export function AlertSettingsDialog({
  open,
  onOpenChange,
  labels,
  severityOptions,
  draft,
  onChange,
  thresholdError,
  onSave,
}: AlertSettingsDialogProps) {
  const id = useId();
  const formId = `${id}-form`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={labels.title}
      description={labels.description}
      closeLabel={labels.close}
      footer={
        <>
          <Button type="button" onClick={() => onOpenChange(false)}>
            {labels.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary">
            {labels.save}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        css={styles.form}
        data-state={thresholdError ? 'invalid' : 'valid'}
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <fieldset css={styles.fieldset}>
          <legend css={styles.legend}>{labels.types}</legend>
          <label css={styles.choice}>
            <input
              type="checkbox"
              css={styles.control}
              checked={draft.priceAlerts}
              onChange={(event) => onChange({ priceAlerts: event.target.checked })}
            />
            {labels.priceAlerts}
          </label>
          <label css={styles.choice}>
            <input
              type="checkbox"
              css={styles.control}
              checked={draft.volumeAlerts}
              onChange={(event) => onChange({ volumeAlerts: event.target.checked })}
            />
            {labels.volumeAlerts}
          </label>
        </fieldset>
        <fieldset css={styles.fieldset}>
          <legend css={styles.legend}>{labels.minSeverity}</legend>
          <div css={styles.radios}>
            {severityOptions.map((option) => (
              <label key={option.value} css={styles.choice}>
                <input
                  type="radio"
                  name={`${id}-severity`}
                  value={option.value}
                  css={styles.control}
                  checked={draft.minSeverity === option.value}
                  onChange={() => onChange({ minSeverity: option.value })}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div css={styles.field}>
          <label htmlFor={`${id}-threshold`} css={styles.legend}>
            {labels.threshold}
          </label>
          <input
            id={`${id}-threshold`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            css={styles.input}
            value={draft.thresholdText}
            aria-invalid={thresholdError ? true : undefined}
            aria-describedby={thresholdError ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => onChange({ thresholdText: event.target.value })}
          />
          <p id={hintId} css={styles.hint}>
            {labels.thresholdHint}
          </p>
          {thresholdError ? (
            <p id={errorId} css={styles.error} role="alert">
              {thresholdError}
            </p>
          ) : null}
        </div>
      </form>
    </Dialog>
  );
}

const styles = {
  form: (theme: Theme) => ({ display: 'grid', gap: theme.space(4) }),
  fieldset: fieldsetReset,
  legend: (theme: Theme) => legendText(theme, 'sm'),
  radios: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2, 4) }),
  choice: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(2),
    minHeight: 36,
    fontSize: theme.fontSizes.sm,
    cursor: 'pointer',
  }),
  control: { inlineSize: 18, blockSize: 18, margin: 0, accentColor: 'currentColor', cursor: 'pointer' },
  field: { display: 'grid', gap: 6 },
  input: (theme: Theme) => ({
    ...fieldInput(theme),
    maxInlineSize: 200,
    '&[aria-invalid="true"]': { borderColor: theme.roles.danger.fill, borderWidth: 2 },
  }),
  hint: (theme: Theme) => ({ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }),
  error: (theme: Theme) => ({
    fontSize: theme.fontSizes.sm,
    fontWeight: 600,
    color: theme.roles.danger.text,
  }),
};
