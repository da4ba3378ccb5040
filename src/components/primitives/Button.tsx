import type { Theme } from '@emotion/react';
import styled from '@emotion/styled/base';
import { Link } from 'react-router-dom';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onDark' | 'accent';

interface ButtonLook {
  variant?: ButtonVariant;
  compact?: boolean;
}

const isLookProp = (prop: string) => prop === 'variant' || prop === 'compact';

function buttonStyles({ theme, variant = 'secondary', compact = false }: ButtonLook & { theme: Theme }) {
  const looks = {
    primary: {
      background: theme.colors.brand,
      color: theme.colors.brandText,
      borderColor: theme.colors.brand,
    },
    secondary: {
      background: theme.colors.surface,
      color: theme.colors.text,
      borderColor: theme.colors.borderStrong,
    },
    ghost: { background: 'transparent', color: theme.colors.text, borderColor: 'transparent' },
    onDark: {
      background: 'transparent',
      color: theme.colors.headerText,
      borderColor: theme.colors.headerTextMuted,
    },
    accent: {
      background: theme.colors.accent,
      color: theme.colors.accentText,
      borderColor: theme.colors.accent,
    },
  }[variant];
  const hover = {
    primary: theme.colors.brandHover,
    secondary: theme.colors.surfaceSunken,
    ghost: theme.colors.surfaceSunken,
    onDark: theme.colors.headerHover,
    accent: theme.colors.accentHover,
  }[variant];
  return {
    ...looks,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    minHeight: compact ? 36 : 44,
    minWidth: compact ? 36 : 44,
    padding: compact ? theme.space(1, 2) : theme.space(2, 4),
    borderWidth: 1,
    borderStyle: 'solid',
    borderRadius: theme.radii.md,
    fontWeight: 600,
    fontSize: theme.fontSizes.sm,
    lineHeight: 1.2,
    cursor: 'pointer',
    textDecoration: 'none',
    whiteSpace: 'nowrap' as const,
    transition: `background ${theme.durations.fast}ms, border-color ${theme.durations.fast}ms`,
    '&:hover:not(:disabled)': { background: hover },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  };
}

/**
 * The one button of the app. `variant` picks the emphasis; `onDark` and `accent` are for the dark
 * header band.
 */
export const Button = styled('button', { shouldForwardProp: (prop) => !isLookProp(prop) })<ButtonLook>(
  buttonStyles,
);

/** A router link that looks like a button: for actions that go somewhere. */
export const ButtonLink = styled(Link, { shouldForwardProp: (prop) => !isLookProp(prop) })<ButtonLook>(
  buttonStyles,
);
