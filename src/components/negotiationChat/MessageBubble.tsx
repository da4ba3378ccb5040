import type { Theme } from '@emotion/react';
import type { ChatMessageStatus, ChatMessageType } from '../../data/negotiationChat';
import type { RoleName } from '../../theme/themes';
import { visuallyHidden } from '../primitives/visuallyHidden';

/** A message as the pane shows it: every text already translated and formatted. */
export interface ChatMessageView {
  id: string;
  kind: ChatMessageType;
  /** The member's own message (shown at the inline end, with its delivery status). */
  own: boolean;
  sender: string;
  /** The message text, shown as text whatever it holds. */
  text: string;
  /** "Offer", "Counter-offer", "System": names the type for everyone, not only by colour. */
  kindLabel?: string;
  /** The terms of an offer or counter-offer. */
  terms?: readonly { label: string; value: string }[];
  time: string;
  timeIso: string;
  status?: ChatMessageStatus;
  statusLabel?: string;
}

const kindTone: Record<ChatMessageType, RoleName> = {
  message: 'pending',
  offer: 'success',
  'counter-offer': 'warning',
  system: 'info',
};

/** One message; the four types (message, offer, counter-offer, system) each have their own look. */
export function MessageBubble({ message }: { message: ChatMessageView }) {
  const { kind, own } = message;
  if (kind === 'system') {
    return (
      <div css={styles.system} data-kind="system" data-state="read">
        <span css={styles.systemLabel}>{message.kindLabel}</span>
        <p css={styles.text}>{message.text}</p>
        <time css={styles.time} dateTime={message.timeIso}>
          {message.time}
        </time>
      </div>
    );
  }
  return (
    <div css={styles.row} data-own={own ? 'true' : 'false'}>
      <article
        css={(theme: Theme) => styles.bubble(theme, kindTone[kind], own)}
        data-kind={kind}
        data-state={message.status ?? 'read'}
        aria-label={message.kindLabel ? `${message.kindLabel}, ${message.sender}` : message.sender}
      >
        <header css={styles.header}>
          <span css={styles.sender} dir="auto">
            {message.sender}
          </span>
          {message.kindLabel ? (
            <span css={(theme: Theme) => styles.kindLabel(theme, kindTone[kind])}>{message.kindLabel}</span>
          ) : null}
        </header>
        {message.text ? (
          <p css={styles.text} dir="auto">
            {message.text}
          </p>
        ) : null}
        {message.terms && message.terms.length > 0 ? (
          <dl css={styles.terms}>
            {message.terms.map((term) => (
              <div key={term.label} css={styles.term}>
                <dt css={styles.termLabel}>{term.label}</dt>
                <dd css={styles.termValue}>{term.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <footer css={styles.footer}>
          <time dateTime={message.timeIso}>{message.time}</time>
          {own && message.status ? (
            <span css={styles.status} data-status={message.status}>
              <StatusTicks status={message.status} />
              <span css={message.statusLabel ? undefined : visuallyHidden}>{message.statusLabel}</span>
            </span>
          ) : null}
        </footer>
      </article>
    </div>
  );
}

/** One tick when sent, two when delivered, two coloured when read. */
function StatusTicks({ status }: { status: ChatMessageStatus }) {
  return (
    <svg width="18" height="12" viewBox="0 0 18 12" aria-hidden="true" focusable="false">
      <path d="M1 6l3.5 3.5L11 2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {status !== 'sent' ? (
        <path d="M7 9.5L8 10.5 16 2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      ) : null}
    </svg>
  );
}

const styles = {
  row: {
    display: 'flex',
    '&[data-own="true"]': { justifyContent: 'flex-end' },
  },
  bubble: (theme: Theme, tone: RoleName, own: boolean) => ({
    display: 'grid',
    gap: theme.space(1),
    maxInlineSize: 'min(560px, 88%)',
    minWidth: 0,
    padding: theme.space(2, 3),
    borderRadius: theme.radii.lg,
    border: `1px solid ${tone === 'pending' ? theme.colors.border : theme.roles[tone].outline}`,
    background:
      tone === 'pending'
        ? own
          ? theme.roles.active.background
          : theme.colors.surfaceSunken
        : theme.roles[tone].background,
    color: theme.colors.text,
    ...(tone === 'pending'
      ? {}
      : { borderInlineStartWidth: 4, borderInlineStartColor: theme.roles[tone].fill }),
    ...(own ? { borderEndEndRadius: theme.radii.sm } : { borderEndStartRadius: theme.radii.sm }),
  }),
  header: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    alignItems: 'baseline',
    gap: theme.space(2),
  }),
  sender: (theme: Theme) => ({ fontWeight: 700, fontSize: theme.fontSizes.sm }),
  kindLabel: (theme: Theme, tone: RoleName) => ({
    color: theme.roles[tone].text,
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    textTransform: 'uppercase' as const,
    letterSpacing: '0.04em',
  }),
  text: {
    whiteSpace: 'pre-wrap' as const,
    overflowWrap: 'anywhere' as const,
    // A 10,000-character paste stays inside its bubble; the list scrolls.
    minWidth: 0,
  },
  terms: (theme: Theme) => ({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(120px, 1fr))',
    gap: theme.space(2),
    margin: 0,
  }),
  term: { display: 'grid', gap: 2, minWidth: 0 },
  termLabel: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }),
  termValue: { margin: 0, fontWeight: 700, overflowWrap: 'anywhere' as const },
  footer: (theme: Theme) => ({
    display: 'flex',
    flexWrap: 'wrap' as const,
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: theme.space(2),
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
  }),
  status: (theme: Theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    '&[data-status="read"]': { color: theme.roles.info.text },
  }),
  time: (theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSizes.xs }),
  system: (theme: Theme) => ({
    justifySelf: 'center',
    display: 'grid',
    justifyItems: 'center',
    gap: 2,
    maxInlineSize: 'min(560px, 100%)',
    padding: theme.space(2, 4),
    textAlign: 'center' as const,
    borderRadius: theme.radii.pill,
    border: `1px dashed ${theme.roles.info.outline}`,
    background: theme.roles.info.background,
    color: theme.roles.info.text,
    fontSize: theme.fontSizes.sm,
  }),
  systemLabel: (theme: Theme) => ({
    fontSize: theme.fontSizes.xs,
    fontWeight: 700,
    textTransform: 'uppercase' as const,
    letterSpacing: '0.04em',
  }),
};
