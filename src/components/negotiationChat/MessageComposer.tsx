import type { Theme } from '@emotion/react';
import { useId, useRef } from 'react';
import { Button } from '../primitives/Button';
import { visuallyHidden } from '../primitives/visuallyHidden';
import { fieldErrorStyle, fieldStyle } from './chatStyles';

export interface MessageComposerTexts {
  label: string;
  placeholder: string;
  send: string;
  /** "Enter sends, Shift+Enter starts a new line." */
  hint: string;
}

export interface MessageComposerProps {
  texts: MessageComposerTexts;
  value: string;
  onChange: (value: string) => void;
  /** Called on Enter or the Send button; the screen decides whether it goes out. */
  onSend: () => void;
  /** From the machine: whether the text can be sent (not empty, not whitespace only). */
  canSend: boolean;
  /** Why the last attempt was not sent ("Spaces alone are not sent"). */
  error?: string;
  /** "9,950 / 10,000": shown near the limit. */
  counter?: string;
}

/**
 * The message input: sends on submit (Enter or the Send button). What was typed stays when it cannot
 * be sent, and the field keeps focus, with the reason under it.
 */
export function MessageComposer({
  texts,
  value,
  onChange,
  onSend,
  canSend,
  error,
  counter,
}: MessageComposerProps) {
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const submit = () => {
    onSend();
    field.current?.focus();
  };
  return (
    <form
      css={styles.root}
      data-state={error ? 'invalid' : canSend ? 'ready' : 'empty'}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-text`} css={visuallyHidden}>
        {texts.label}
      </label>
      <div css={styles.row}>
        <textarea
          ref={field}
          id={`${id}-text`}
          css={styles.field}
          rows={2}
          value={value}
          placeholder={texts.placeholder}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={`${id}-hint ${id}-error`}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              submit();
            }
          }}
        />
        <Button type="submit" variant="primary" disabled={!canSend} css={styles.send}>
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            css={styles.sendIcon}
          >
            <path
              d="M3 11l18-8-8 18-2-8z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
          {texts.send}
        </Button>
      </div>
      <div css={styles.notes}>
        <p id={`${id}-hint`} css={styles.hint}>
          {texts.hint}
        </p>
        {counter ? <p css={styles.hint}>{counter}</p> : null}
      </div>
      <p id={`${id}-error`} css={fieldErrorStyle} role="alert">
        {error}
      </p>
    </form>
  );
}

const styles = {
  root: (theme: Theme) => ({ display: 'grid', gap: theme.space(1), minWidth: 0 }),
  row: (theme: Theme) => ({ display: 'flex', alignItems: 'stretch', gap: theme.space(2), minWidth: 0 }),
  field: (theme: Theme) => ({
    ...fieldStyle(theme),
    flex: 1,
    minWidth: 0,
    resize: 'vertical' as const,
    maxBlockSize: 240,
  }),
  send: { alignSelf: 'stretch' },
  // The arrow points along the reading direction.
  sendIcon: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
  notes: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'space-between',
    gap: theme.space(2),
  }),
  hint: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }),
};
