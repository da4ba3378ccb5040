import type { Theme } from '@emotion/react';
import { useId, useState } from 'react';
import { Button } from '../primitives/Button';
import { formPanel } from '../primitives/formStyles';
import { fieldErrorStyle, fieldStyle } from './chatStyles';

export type OfferComposerKind = 'offer' | 'counter-offer';

export interface OfferComposerDraft {
  commodity: string;
  quantity: string;
  sdrValue: string;
}

export interface OfferComposerTexts {
  heading: string;
  kindLegend: string;
  kinds: Record<OfferComposerKind, string>;
  commodity: string;
  commodityPlaceholder: string;
  quantity: string;
  quantityHint: string;
  sdrValue: string;
  sdrValueHint: string;
  submit: string;
  cancel: string;
}

export interface OfferComposerProps {
  texts: OfferComposerTexts;
  commodities: readonly { value: string; label: string }[];
  /** Starting values (the room's commodity); the form keeps what is typed after that. */
  initialDraft: OfferComposerDraft;
  /** Translated messages per field, from the screen's validation. */
  errors?: Partial<Record<keyof OfferComposerDraft, string>>;
  onSubmit: (kind: OfferComposerKind, draft: OfferComposerDraft) => void;
  onCancel: () => void;
}

/**
 * Offer / counter-offer composer: commodity, quantity (t) and SDR value. Fields take any text and keep
 * it; the screen validates on submit and returns a message per field.
 */
export function OfferComposer({
  texts,
  commodities,
  initialDraft,
  errors = {},
  onSubmit,
  onCancel,
}: OfferComposerProps) {
  const id = useId();
  const [kind, setKind] = useState<OfferComposerKind>('offer');
  const [draft, setDraft] = useState(initialDraft);
  const set = (field: keyof OfferComposerDraft) => (value: string) =>
    setDraft((d) => ({ ...d, [field]: value }));
  const invalid = Object.values(errors).some(Boolean);
  return (
    <form
      css={styles.root}
      aria-labelledby={`${id}-heading`}
      data-state={invalid ? 'invalid' : 'editing'}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(kind, draft);
      }}
    >
      <h3 id={`${id}-heading`} css={styles.heading}>
        {texts.heading}
      </h3>
      <fieldset css={styles.kinds}>
        <legend css={styles.label}>{texts.kindLegend}</legend>
        {(['offer', 'counter-offer'] as const).map((value) => (
          <label key={value} css={styles.radio}>
            <input
              type="radio"
              name={`${id}-kind`}
              value={value}
              checked={kind === value}
              onChange={() => setKind(value)}
            />
            {texts.kinds[value]}
          </label>
        ))}
      </fieldset>
      <div css={styles.fields}>
        <Field id={`${id}-commodity`} label={texts.commodity} error={errors.commodity}>
          {(describedBy) => (
            <select
              id={`${id}-commodity`}
              css={fieldStyle}
              value={draft.commodity}
              aria-invalid={errors.commodity ? 'true' : undefined}
              aria-describedby={describedBy}
              onChange={(event) => set('commodity')(event.target.value)}
            >
              <option value="">{texts.commodityPlaceholder}</option>
              {commodities.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-quantity`} label={texts.quantity} hint={texts.quantityHint} error={errors.quantity}>
          {(describedBy) => (
            <input
              id={`${id}-quantity`}
              css={fieldStyle}
              inputMode="decimal"
              autoComplete="off"
              value={draft.quantity}
              aria-invalid={errors.quantity ? 'true' : undefined}
              aria-describedby={describedBy}
              onChange={(event) => set('quantity')(event.target.value)}
            />
          )}
        </Field>
        <Field id={`${id}-value`} label={texts.sdrValue} hint={texts.sdrValueHint} error={errors.sdrValue}>
          {(describedBy) => (
            <input
              id={`${id}-value`}
              css={fieldStyle}
              inputMode="decimal"
              autoComplete="off"
              value={draft.sdrValue}
              aria-invalid={errors.sdrValue ? 'true' : undefined}
              aria-describedby={describedBy}
              onChange={(event) => set('sdrValue')(event.target.value)}
            />
          )}
        </Field>
      </div>
      <div css={styles.actions}>
        <Button type="submit" variant="primary">
          {texts.submit}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {texts.cancel}
        </Button>
      </div>
    </form>
  );
}

interface FieldProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string) => React.ReactNode;
}

function Field({ id, label, hint, error, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div css={styles.field}>
      <label htmlFor={id} css={styles.label}>
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} css={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} css={fieldErrorStyle}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const styles = {
  root: (theme: Theme) => formPanel(theme, { gap: 3, padding: 4, sunken: true }),
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.md, fontWeight: 700 }),
  kinds: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    gap: theme.space(4),
    border: 0,
    margin: 0,
    padding: 0,
  }),
  radio: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(2),
    minHeight: 32,
    cursor: 'pointer',
    '& input': { inlineSize: 18, blockSize: 18, accentColor: theme.colors.brand },
  }),
  fields: (theme: Theme) => ({
    display: 'grid',
    gap: theme.space(3),
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  }),
  field: { display: 'grid', gap: 4, alignContent: 'start', minWidth: 0 },
  label: (theme: Theme) => ({ fontSize: theme.fontSizes.sm, fontWeight: 600, padding: 0, marginBlockEnd: 4 }),
  hint: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }),
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
};
