import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { Button } from '../primitives/Button';
import { Card } from '../primitives/Card';
import { TextField } from '../primitives/TextField';

export type ProfileSettingsState = 'viewing' | 'editing' | 'saving';

export interface ProfileSettingsFieldView {
  /** Field code ("name"), also the input's `name`. */
  id: string;
  label: string;
  /** Exactly what was typed: never rewritten. */
  value: string;
  /** "Up to 80 characters". */
  hint?: string;
  /** A message for this field; the field keeps its value. */
  error?: string;
  autoComplete?: string;
  required?: boolean;
}

export interface ProfileSettingsFormProps {
  heading: string;
  headingId: string;
  /** What to do here: "Click Edit Profile to change..." while viewing, the rules while editing. */
  description: string;
  state: ProfileSettingsState;
  fields: readonly ProfileSettingsFieldView[];
  /** Shown (and announced) above the buttons after a refused save. */
  errorSummary?: string;
  saveLabel: string;
  savingLabel: string;
  cancelLabel: string;
  onChange: (field: string, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

/**
 * Settings: the editable profile fields, disabled until Edit Profile; then Save Changes and Cancel.
 * Focus follows the flow: the first field when editing starts, the first invalid field after a
 * refused save, the heading when the form closes (so keyboard users are not dropped on the page).
 */
export function ProfileSettingsForm({
  heading,
  headingId,
  description,
  state,
  fields,
  errorSummary,
  saveLabel,
  savingLabel,
  cancelLabel,
  onChange,
  onSave,
  onCancel,
}: ProfileSettingsFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previous = useRef<ProfileSettingsState | null>(null);

  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    const form = formRef.current;
    if (!form) return;
    if (state === 'editing' && before !== 'editing') {
      form.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
    } else if (state === 'viewing' && before !== null && before !== 'viewing') {
      const active = document.activeElement;
      if (!active || active === document.body || form.contains(active)) headingRef.current?.focus();
    }
  }, [state]);

  const editable = state === 'editing';
  const open = state !== 'viewing';

  return (
    <Card as="section" aria-labelledby={headingId} data-state={state}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} css={styles.heading}>
        {heading}
      </h2>
      <p css={styles.description}>{description}</p>
      <form
        ref={formRef}
        noValidate
        aria-labelledby={headingId}
        css={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (!editable) return;
          onSave();
          // After a refused save the messages render; move to the first one.
          queueMicrotask(() =>
            formRef.current?.querySelector<HTMLInputElement>('input[aria-invalid="true"]')?.focus(),
          );
        }}
      >
        <div css={styles.grid}>
          {fields.map((field) => (
            <TextField
              key={field.id}
              name={field.id}
              label={field.label}
              hint={field.hint}
              error={field.error}
              value={field.value}
              autoComplete={field.autoComplete}
              aria-required={field.required || undefined}
              disabled={!editable}
              onChange={(value) => onChange(field.id, value)}
            />
          ))}
        </div>
        {errorSummary ? (
          <p role="alert" css={styles.summary}>
            {errorSummary}
          </p>
        ) : null}
        {open ? (
          <div css={styles.actions}>
            <Button type="submit" variant="primary" disabled={!editable}>
              {state === 'saving' ? savingLabel : saveLabel}
            </Button>
            <Button type="button" variant="secondary" disabled={!editable} onClick={onCancel}>
              {cancelLabel}
            </Button>
          </div>
        ) : null}
      </form>
    </Card>
  );
}

const styles = {
  heading: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  description: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  form: (theme: Theme) => ({ display: 'grid', gap: theme.space(4), minWidth: 0 }),
  grid: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(4),
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))',
  }),
  summary: (theme: Theme) => ({
    margin: 0,
    padding: theme.space(2, 3),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.roles.danger.outline}`,
    background: theme.roles.danger.background,
    color: theme.roles.danger.text,
    fontWeight: 600,
  }),
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
};
