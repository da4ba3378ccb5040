import { keyframes, type Theme } from '@emotion/react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';

/** Radix's tooltip provider: once near the root, it holds the delay every `Tooltip` shares. */
export const TooltipProvider = RadixTooltip.Provider;

export interface TooltipProps {
  content: ReactNode;
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
  /** For stories and tests: start open. */
  defaultOpen?: boolean;
}

/**
 * A tooltip on hover and keyboard focus; Esc closes it. Built on Radix Tooltip, which handles the
 * timing, focus and `aria-describedby` wiring. The trigger must be focusable (a button or a link).
 * Needs a `TooltipProvider` (from this file) once near the root.
 */
export function Tooltip({ content, children, side = 'bottom', defaultOpen }: TooltipProps) {
  return (
    <RadixTooltip.Root defaultOpen={defaultOpen}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content side={side} sideOffset={6} collisionPadding={8} css={styles.content}>
          {content}
          <RadixTooltip.Arrow css={styles.arrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

const styles = {
  content: (theme: Theme) => ({
    zIndex: 60,
    maxWidth: 280,
    padding: theme.space(1, 2),
    borderRadius: theme.radii.sm,
    background: theme.colors.text,
    color: theme.colors.page,
    fontSize: theme.fontSizes.xs,
    lineHeight: 1.4,
    boxShadow: theme.colors.shadow,
    animation: `${fadeIn} ${theme.durations.fast}ms ease-out`,
  }),
  arrow: (theme: Theme) => ({ fill: theme.colors.text }),
};
