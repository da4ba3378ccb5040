import type { Theme } from '@emotion/react';
import { keyframes } from '@emotion/react';

export interface TypingIndicatorProps {
  visible: boolean;
  /** "Nile Petroleum is typing…" */
  text: string;
}

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.4 },
  '40%': { transform: 'translateY(-3px)', opacity: 1 },
});

/**
 * "… is typing" under the messages. The live region is always there (so its appearance is announced)
 * and keeps its height, so the messages do not jump when it shows.
 */
export function TypingIndicator({ visible, text }: TypingIndicatorProps) {
  return (
    <div css={styles.root} role="status" data-state={visible ? 'visible' : 'hidden'}>
      {visible ? (
        <>
          <span css={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span>{text}</span>
        </>
      ) : null}
    </div>
  );
}

const styles = {
  root: (theme: Theme) => ({
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(2),
    minBlockSize: 24,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    fontStyle: 'italic' as const,
  }),
  dots: (theme: Theme) => ({
    display: 'inline-flex',
    gap: 3,
    '& > span': {
      inlineSize: 6,
      blockSize: 6,
      borderRadius: '50%',
      background: 'currentColor',
      animation: `${bounce} 1.2s infinite ease-in-out`,
      [theme.mq.reducedMotion]: { animation: 'none', opacity: 0.7 },
    },
    '& > span:nth-of-type(2)': { animationDelay: '0.15s' },
    '& > span:nth-of-type(3)': { animationDelay: '0.3s' },
  }),
};
