/**
 * Primitive design tokens: raw ramps and scales. Nothing outside `src/theme` reads these directly;
 * components read the semantic roles of the theme built from them in `themes.ts`.
 */
export const palette = {
  navy: {
    50: '#eef3fb',
    100: '#d6e1f3',
    200: '#adc3e6',
    300: '#7e9fd3',
    400: '#4f78bb',
    500: '#2f5aa0',
    600: '#224682',
    700: '#1b3766',
    800: '#14294d',
    900: '#0d1b34',
    950: '#081222',
  },
  gold: {
    50: '#fdf8ea',
    100: '#faedc6',
    200: '#f4d98a',
    300: '#eec14f',
    400: '#e3a82a',
    500: '#c98a17',
    600: '#a56a11',
    700: '#7f4f12',
    800: '#5c3a12',
    900: '#3d270d',
  },
  slate: {
    0: '#ffffff',
    50: '#f7f8fa',
    100: '#eef0f4',
    200: '#dde1e8',
    300: '#c3c9d4',
    400: '#97a0b0',
    500: '#6b7587',
    600: '#4f586a',
    700: '#3a4252',
    800: '#252c39',
    850: '#1c2230',
    900: '#141925',
    950: '#0b0f17',
  },
  green: { 50: '#ecfdf3', 200: '#a6f0c6', 400: '#3ccb7f', 600: '#0f8a4a', 700: '#0b6b3a', 900: '#073d22' },
  amber: { 50: '#fffaeb', 200: '#fedf89', 400: '#fdb022', 600: '#b54708', 700: '#93370d', 900: '#4e1d09' },
  red: { 50: '#fef3f2', 200: '#fecdca', 400: '#f97066', 600: '#c4261b', 700: '#a11c13', 900: '#55160c' },
  blue: { 50: '#eff8ff', 200: '#b2ddff', 400: '#53b1fd', 600: '#1570cd', 700: '#175cd3', 900: '#102a56' },
  violet: { 50: '#f4f3ff', 200: '#d9d6fe', 400: '#9b8afb', 600: '#6938ef', 700: '#5925dc', 900: '#27115f' },
} as const;

export const space = [0, 4, 8, 12, 16, 20, 24, 32, 40, 48, 64] as const;

export const radii = { sm: 4, md: 8, lg: 12, pill: 999 } as const;

export const fontSizes = { xs: 12, sm: 14, md: 16, lg: 18, xl: 22, xxl: 28, display: 40 } as const;

export const fonts = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "Noto Sans SC", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

/** Viewport widths in px; `md` is where the navigation collapses behind a menu button. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export const durations = { fast: 120, normal: 200, slow: 320 } as const;
