import { Global, css, useTheme } from '@emotion/react';
import { schemeStyles } from './themes';

/**
 * Page-wide base styles, and both schemes' values of the custom properties the theme names. The same
 * CSS in every scheme: `data-scheme` on <html>, or else the system, picks which values apply.
 */
export function GlobalStyles() {
  const theme = useTheme();
  return (
    <Global
      styles={css({
        ...schemeStyles,
        '*, *::before, *::after': { boxSizing: 'border-box' },
        html: { WebkitTextSizeAdjust: '100%' },
        body: {
          margin: 0,
          minHeight: '100vh',
          fontFamily: theme.fonts.body,
          fontSize: theme.fontSizes.md,
          lineHeight: 1.5,
          color: theme.colors.text,
          background: theme.colors.page,
          WebkitFontSmoothing: 'antialiased',
        },
        'h1, h2, h3, h4, p': { margin: 0 },
        a: { color: theme.colors.link },
        'button, input, select, textarea': { font: 'inherit', color: 'inherit' },
        ':focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: 2 },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important' as 'auto',
          },
        },
      })}
    />
  );
}
