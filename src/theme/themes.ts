import type { Theme } from '@emotion/react';
import { cardStyles } from './cardStyles';
import { breakpoints, durations, fonts, fontSizes, palette, radii, space } from './tokens';

export type ThemeName = 'light' | 'dark';

/** Semantic status roles, each with the four parts a status needs. */
export type RoleName = 'success' | 'warning' | 'danger' | 'info' | 'pending' | 'active';
export interface Role {
  background: string;
  outline: string;
  text: string;
  fill: string;
}

const shared = {
  space: (...steps: number[]) => steps.map((step) => `${space[step] ?? step}px`).join(' '),
  radii,
  fonts,
  fontSizes,
  durations,
  breakpoints,
  mq: {
    belowMd: `@media (max-width: ${breakpoints.md - 0.02}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
} as const;

const withCard = (theme: Omit<Theme, 'card'>): Theme => ({ ...theme, card: cardStyles(theme) });

export const lightTheme = withCard({
  name: 'light',
  ...shared,
  colors: {
    page: palette.slate[50],
    surface: palette.slate[0],
    surfaceSunken: palette.slate[100],
    surfaceRaised: palette.slate[0],
    overlay: 'rgba(11, 15, 23, 0.48)',
    text: palette.slate[900],
    textMuted: palette.slate[600],
    textInverse: palette.slate[0],
    link: palette.navy[600],
    border: palette.slate[200],
    borderStrong: palette.slate[400],
    focus: palette.blue[700],
    brand: palette.navy[800],
    brandText: palette.slate[0],
    brandHover: palette.navy[700],
    accent: palette.gold[400],
    accentHover: palette.gold[300],
    accentText: palette.gold[900],
    header: palette.navy[900],
    headerText: palette.slate[0],
    headerTextMuted: palette.navy[200],
    headerHover: palette.navy[700],
    shadow: '0 1px 2px rgba(16, 24, 40, 0.06), 0 4px 12px rgba(16, 24, 40, 0.08)',
  },
  roles: {
    success: {
      background: palette.green[50],
      outline: palette.green[200],
      text: palette.green[700],
      fill: palette.green[600],
    },
    warning: {
      background: palette.amber[50],
      outline: palette.amber[200],
      text: palette.amber[700],
      fill: palette.amber[400],
    },
    danger: {
      background: palette.red[50],
      outline: palette.red[200],
      text: palette.red[700],
      fill: palette.red[600],
    },
    info: {
      background: palette.blue[50],
      outline: palette.blue[200],
      text: palette.blue[700],
      fill: palette.blue[600],
    },
    pending: {
      background: palette.slate[100],
      outline: palette.slate[300],
      text: palette.slate[700],
      fill: palette.slate[500],
    },
    active: {
      background: palette.violet[50],
      outline: palette.violet[200],
      text: palette.violet[700],
      fill: palette.violet[600],
    },
  },
});

export const darkTheme = withCard({
  name: 'dark',
  ...shared,
  colors: {
    page: palette.slate[950],
    surface: palette.slate[900],
    surfaceSunken: palette.slate[950],
    surfaceRaised: palette.slate[850],
    overlay: 'rgba(0, 0, 0, 0.64)',
    text: palette.slate[50],
    textMuted: palette.slate[300],
    textInverse: palette.slate[950],
    link: palette.navy[200],
    border: palette.slate[700],
    borderStrong: palette.slate[500],
    focus: palette.blue[400],
    brand: palette.gold[300],
    brandText: palette.slate[950],
    brandHover: palette.gold[200],
    accent: palette.gold[300],
    accentHover: palette.gold[200],
    accentText: palette.gold[900],
    header: palette.navy[950],
    headerText: palette.slate[50],
    headerTextMuted: palette.navy[200],
    headerHover: palette.navy[800],
    shadow: '0 1px 2px rgba(0, 0, 0, 0.4), 0 4px 12px rgba(0, 0, 0, 0.5)',
  },
  roles: {
    success: {
      background: palette.green[900],
      outline: palette.green[700],
      text: palette.green[200],
      fill: palette.green[400],
    },
    warning: {
      background: palette.amber[900],
      outline: palette.amber[700],
      text: palette.amber[200],
      fill: palette.amber[400],
    },
    danger: {
      background: palette.red[900],
      outline: palette.red[700],
      text: palette.red[200],
      fill: palette.red[400],
    },
    info: {
      background: palette.blue[900],
      outline: palette.blue[700],
      text: palette.blue[200],
      fill: palette.blue[400],
    },
    pending: {
      background: palette.slate[800],
      outline: palette.slate[600],
      text: palette.slate[200],
      fill: palette.slate[400],
    },
    active: {
      background: palette.violet[900],
      outline: palette.violet[700],
      text: palette.violet[200],
      fill: palette.violet[400],
    },
  },
});

export const themes: Record<ThemeName, Theme> = { light: lightTheme, dark: darkTheme };
