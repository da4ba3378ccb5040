import type { CSSObject, Theme } from '@emotion/react';
import { cardStyles } from './cardStyles';
import { schemeAttribute, type ColorScheme } from './colorScheme';
import { breakpoints, durations, fonts, fontSizes, palette, radii, space } from './tokens';

/** Semantic status roles, each with the four parts a status needs. */
export type RoleName = 'success' | 'warning' | 'danger' | 'info' | 'pending' | 'active';
export interface Role {
  background: string;
  outline: string;
  text: string;
  fill: string;
}

/** What a colour scheme decides: the semantic colours and the status roles. */
export type SchemeColors = Pick<Theme, 'colors' | 'roles'>;

/**
 * The values of each scheme. The theme does not carry them: it names CSS custom properties, which
 * `schemeStyles` sets per scheme, so light and dark render the same markup with the same class names.
 */
export const schemeColors: Record<ColorScheme, SchemeColors> = {
  light: {
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
  },
  dark: {
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
  },
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom property of a semantic colour: `textMuted` is `--srt-text-muted`. */
export const colorVariable = (name: keyof Theme['colors']) => `--srt-${kebab(name)}`;

/** The custom property of a role's part: `success`, `fill` is `--srt-success-fill`. */
export const roleVariable = (role: RoleName, part: keyof Role) => `--srt-${role}-${part}`;

const mapValues = <K extends string, V, R>(record: Record<K, V>, map: (value: V, key: K) => R) =>
  Object.fromEntries(
    (Object.entries(record) as [K, V][]).map(([key, value]) => [key, map(value, key)]),
  ) as Record<K, R>;

/** A scheme's values as the custom properties the theme names. */
function customProperties({ colors, roles }: SchemeColors): CSSObject {
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) {
    properties[colorVariable(name as keyof Theme['colors'])] = value;
  }
  for (const role of Object.keys(roles) as RoleName[]) {
    for (const part of Object.keys(roles[role]) as (keyof Role)[]) {
      properties[roleVariable(role, part)] = roles[role][part];
    }
  }
  return properties;
}

const schemeRule = (scheme: ColorScheme): CSSObject => ({
  ...customProperties(schemeColors[scheme]),
  // Native parts (form controls, scrollbars, the canvas) follow the scheme too.
  colorScheme: scheme,
});

/**
 * The schemes as CSS: light on the root; dark where <html> says `data-scheme="dark"`, and while the
 * system is dark unless it says `light` (no attribute: the member follows the system).
 */
export const schemeStyles: CSSObject = {
  ':root': schemeRule('light'),
  [`:root[${schemeAttribute}="dark"]`]: schemeRule('dark'),
  '@media (prefers-color-scheme: dark)': {
    [`:root:not([${schemeAttribute}="light"])`]: schemeRule('dark'),
  },
};

/**
 * A rule for where the dark scheme is in force, by the same conditions as `schemeStyles`: what shows
 * differently in each scheme is in the markup of both, and CSS picks (the header's theme icon).
 */
export const inDarkScheme = (rule: CSSObject): CSSObject => ({
  // `html`, not `:root`: a nested selector that starts with a colon is read as the element's own pseudo-class.
  [`html[${schemeAttribute}="dark"] &`]: rule,
  '@media (prefers-color-scheme: dark)': { [`html:not([${schemeAttribute}="light"]) &`]: rule },
});

const base: Omit<Theme, 'card'> = {
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
  colors: mapValues(schemeColors.light.colors, (_, name) => `var(${colorVariable(name)})`),
  roles: mapValues(schemeColors.light.roles, (parts, role) =>
    mapValues(parts, (_, part) => `var(${roleVariable(role, part)})`),
  ),
};

/** The one theme, whatever the scheme: its colours are `var(--srt-…)` references. */
export const theme: Theme = { ...base, card: cardStyles(base) };
