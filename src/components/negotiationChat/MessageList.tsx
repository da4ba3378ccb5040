import type { Theme } from '@emotion/react';
import { useLayoutEffect, useRef, useState } from 'react';
import { MessageBubble, type ChatMessageView } from './MessageBubble';

export interface MessageListProps {
  /** Accessible name of the log ("Messages in Steppe Harvest · Nile Petroleum"). */
  label: string;
  /** The open conversation: switching it jumps to its newest message. */
  conversationId: string;
  messages: readonly ChatMessageView[];
  emptyText: string;
  /** "New messages": the button that appears when a message arrives while the member reads history. */
  jumpLabel: string;
}

/** Within this many pixels of the bottom the member counts as reading the newest messages. */
const stickToBottomThreshold = 48;

/**
 * The messages of a room, oldest first, in a scrolling log. It follows the newest message while the
 * member is at the bottom; when they scrolled up to read history it stays where they are and offers a
 * "New messages" button instead of pulling them down.
 */
export function MessageList({ label, conversationId, messages, emptyText, jumpLabel }: MessageListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // Where the member is, for the effect (no re-render) and for the button (state, set on scroll only).
  const atBottom = useRef(true);
  const [pinned, setPinned] = useState(true);
  const [seen, setSeen] = useState({ conversationId, count: messages.length });
  const hasUnseen = !pinned && seen.conversationId === conversationId && messages.length > seen.count;

  const scrollToEnd = () => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  };
  const shown = useRef({ conversationId, count: messages.length });

  // Only the scroll position changes here; the scroll event then updates the state.
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = { conversationId, count: messages.length };
    const switched = previous.conversationId !== conversationId;
    // The member's own new message always brings them down: they just wrote it. A status change
    // (sent, delivered, read) re-renders the list but leaves a reader where they are.
    const ownNew = messages.length > previous.count && messages[messages.length - 1]?.own === true;
    if (switched || atBottom.current || ownNew) {
      const element = scroller.current;
      if (element) element.scrollTop = element.scrollHeight;
    }
  }, [conversationId, messages]);

  return (
    <div css={styles.root} data-state={messages.length === 0 ? 'empty' : hasUnseen ? 'unseen' : 'ready'}>
      <div
        ref={scroller}
        css={styles.scroller}
        // Focusable so the history can be scrolled with the keyboard.
        tabIndex={messages.length > 0 ? 0 : -1}
        data-testid="message-scroller"
        onScroll={(event) => {
          const element = event.currentTarget;
          const bottom =
            element.scrollHeight - element.scrollTop - element.clientHeight <= stickToBottomThreshold;
          atBottom.current = bottom;
          setPinned(bottom);
          if (bottom) setSeen({ conversationId, count: messages.length });
        }}
      >
        <div role="log" aria-label={label} css={styles.log}>
          {messages.length === 0 ? (
            <p css={styles.empty}>{emptyText}</p>
          ) : (
            messages.map((message) => <MessageBubble key={message.id} message={message} />)
          )}
        </div>
      </div>
      {hasUnseen ? (
        <button type="button" css={styles.jump} onClick={scrollToEnd}>
          {jumpLabel} ↓
        </button>
      ) : null}
    </div>
  );
}

const styles = {
  root: { position: 'relative' as const, minWidth: 0 },
  log: (theme: Theme) => ({
    display: 'grid',
    alignContent: 'start',
    gap: theme.space(3),
    minBlockSize: '100%',
  }),
  scroller: (theme: Theme) => ({
    display: 'grid',
    blockSize: 'min(56vh, 520px)',
    minBlockSize: 280,
    overflowY: 'auto' as const,
    overscrollBehavior: 'contain' as const,
    padding: theme.space(3),
    background: theme.colors.page,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radii.md,
  }),
  empty: (theme: Theme) => ({
    color: theme.colors.textMuted,
    textAlign: 'center' as const,
    alignSelf: 'center',
  }),
  jump: (theme: Theme) => ({
    position: 'absolute' as const,
    insetBlockEnd: theme.space(3),
    insetInlineStart: '50%',
    transform: 'translateX(-50%)',
    minHeight: 36,
    padding: theme.space(1, 3),
    border: `1px solid ${theme.colors.brand}`,
    borderRadius: theme.radii.pill,
    background: theme.colors.brand,
    color: theme.colors.brandText,
    fontWeight: 600,
    fontSize: theme.fontSizes.sm,
    cursor: 'pointer',
    boxShadow: theme.colors.shadow,
    '[dir="rtl"] &': { transform: 'translateX(50%)' },
  }),
};
