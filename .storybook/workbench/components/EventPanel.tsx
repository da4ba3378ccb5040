import type { Theme } from '@emotion/react';
import { Button } from '../../../src/components/primitives/Button';

export interface EventControl {
  /** The event type, a code name: `user.login`. */
  type: string;
  /** From `snapshot.can(event)` with the payload as typed. */
  enabled: boolean;
  /** JSON text of the payload fields; undefined for events without fields. */
  payload?: string;
  /** Set when the payload text is not valid JSON. */
  payloadError?: string;
  payloadLabel?: string;
}

export interface EventPanelProps {
  heading: string;
  emptyText: string;
  events: EventControl[];
  onSend: (type: string) => void;
  onPayloadChange: (type: string, text: string) => void;
}

/** A button for every event the machine knows, greyed when the current state would not take it. */
export function EventPanel({ heading, emptyText, events, onSend, onPayloadChange }: EventPanelProps) {
  return (
    <section css={styles.panel} aria-label={heading} data-state={events.length ? 'ready' : 'empty'}>
      <h3 css={styles.heading}>{heading}</h3>
      {events.length === 0 ? (
        <p css={styles.muted}>{emptyText}</p>
      ) : (
        <ul css={styles.list}>
          {events.map((event) => (
            <li key={event.type} css={styles.row} data-enabled={event.enabled}>
              <Button
                type="button"
                compact
                disabled={!event.enabled}
                onClick={() => onSend(event.type)}
                css={styles.eventButton}
                dir="ltr"
              >
                {event.type}
              </Button>
              {event.payload !== undefined && (
                <span css={styles.payload}>
                  <input
                    type="text"
                    dir="ltr"
                    spellCheck={false}
                    aria-label={event.payloadLabel}
                    aria-invalid={event.payloadError ? true : undefined}
                    value={event.payload}
                    onChange={(change) => onPayloadChange(event.type, change.target.value)}
                    css={styles.input}
                  />
                  {event.payloadError && (
                    <span role="alert" css={styles.error}>
                      {event.payloadError}
                    </span>
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const styles = {
  panel: { display: 'grid', gap: 8, alignContent: 'start' },
  heading: (theme: Theme) => ({ margin: 0, fontSize: theme.fontSizes.md, color: theme.colors.text }),
  muted: (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }),
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 },
  row: { display: 'flex', flexWrap: 'wrap' as const, alignItems: 'center', gap: 8 },
  eventButton: (theme: Theme) => ({ fontFamily: theme.fonts.mono }),
  payload: { display: 'grid', gap: 4, flex: '1 1 220px', minInlineSize: 0 },
  input: (theme: Theme) => ({
    fontFamily: theme.fonts.mono,
    fontSize: theme.fontSizes.xs,
    padding: theme.space(1, 2),
    minBlockSize: 36,
    borderRadius: theme.radii.sm,
    border: `1px solid ${theme.colors.borderStrong}`,
    background: theme.colors.surface,
    color: theme.colors.text,
    '&[aria-invalid="true"]': { borderColor: theme.roles.danger.fill },
  }),
  error: (theme: Theme) => ({ color: theme.roles.danger.text, fontSize: theme.fontSizes.xs }),
};
