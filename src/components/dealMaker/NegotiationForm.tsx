import type { Theme } from '@emotion/react';
import { useId, type FormEvent } from 'react';
import type { TermField } from '../../data/dealTerms';
import { Button } from '../primitives/Button';
import type { MemberFigure } from '../primitives/memberFigure';
import { TextField } from '../primitives/TextField';
import { formPanel } from '../primitives/formStyles';

export type NegotiationFormState = 'editing' | 'saving' | 'saved' | 'sending' | 'sent';

export type NegotiationValues = Record<TermField, string>;

export interface NegotiationFormTexts {
  heading: string;
  description?: string;
  labels: Record<TermField, string>;
  placeholders: Partial<Record<TermField, string>>;
  save: string;
  saving: string;
  send: string;
  sending: string;
  discard: string;
}

export interface NegotiationFormProps {
  texts: NegotiationFormTexts;
  state: NegotiationFormState;
  values: NegotiationValues;
  /** Problems to show, by field (already translated); values stay as typed. */
  errors: Partial<Record<TermField, string>>;
  /** Progress or result line ("Draft saved", "Sending proposal…"): announced politely. */
  statusText?: string;
  /** Earliest date offered by the date picker (today). */
  minDate?: string;
  canSave: boolean;
  canSend: boolean;
  onChange: (field: TermField, value: string) => void;
  onSave: () => void;
  onSend: () => void;
  onDiscard: () => void;
  /** Marks the fields, which start from the member's saved draft. */
  figure?: MemberFigure;
}

/** The negotiation terms form: volume, price, delivery date, payment terms, quality specs, conditions. */
export function NegotiationForm({
  texts,
  state,
  values,
  errors,
  statusText,
  minDate,
  canSave,
  canSend,
  onChange,
  onSave,
  onSend,
  onDiscard,
  figure,
}: NegotiationFormProps) {
  const headingId = useId();
  const busy = state === 'saving' || state === 'sending';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend();
  };
  const field = (
    name: TermField,
    extra: { multiline?: boolean; type?: string; inputMode?: 'decimal' } = {},
  ) => (
    <TextField
      label={texts.labels[name]}
      name={name}
      value={values[name]}
      placeholder={texts.placeholders[name]}
      error={errors[name]}
      autoComplete="off"
      maxLength={extra.multiline ? 2000 : extra.inputMode === 'decimal' ? undefined : 200}
      min={extra.type === 'date' ? minDate : undefined}
      type={extra.type}
      inputMode={extra.inputMode}
      multiline={extra.multiline}
      onChange={(value) => onChange(name, value)}
    />
  );
  return (
    <section css={styles.root} aria-labelledby={headingId} data-state={state}>
      <div css={styles.titles}>
        <h2 id={headingId} css={styles.heading}>
          {texts.heading}
        </h2>
        {texts.description ? <p css={styles.muted}>{texts.description}</p> : null}
      </div>
      <form
        css={styles.form}
        onSubmit={submit}
        noValidate
        aria-labelledby={headingId}
        aria-busy={busy}
        {...figure}
      >
        <div css={styles.grid}>
          {field('volume', { inputMode: 'decimal' })}
          {field('price', { inputMode: 'decimal' })}
          {field('deliveryDate', { type: 'date' })}
          {field('paymentTerms')}
        </div>
        {field('qualitySpecs', { multiline: true })}
        {field('specialConditions', { multiline: true })}
        <div css={styles.actions}>
          <Button type="button" variant="secondary" onClick={onSave} disabled={!canSave}>
            {state === 'saving' ? texts.saving : texts.save}
          </Button>
          <Button type="submit" variant="primary" disabled={!canSend}>
            {state === 'sending' ? texts.sending : texts.send}
          </Button>
          <Button type="button" variant="ghost" onClick={onDiscard} disabled={state === 'sending'}>
            {texts.discard}
          </Button>
        </div>
        <p css={styles.status} role="status" data-state={state}>
          {statusText ?? ''}
        </p>
      </form>
    </section>
  );
}

const styles = {
  root: formPanel,
  titles: { display: 'grid', gap: 4 },
  heading: (theme: Theme) => ({ fontSize: theme.fontSizes.lg, fontWeight: 700 }),
  muted: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  form: (theme: Theme) => ({ display: 'grid', gap: theme.space(4), minWidth: 0 }),
  grid: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: theme.space(4),
    [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  }),
  actions: (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space(2) }),
  status: (theme: Theme) => ({
    margin: 0,
    minHeight: '1.5em',
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    '&[data-state="saved"], &[data-state="sent"]': { color: theme.roles.success.text, fontWeight: 600 },
  }),
};
