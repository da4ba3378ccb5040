import type { ColorScheme } from '../theme/colorScheme';

export const darkSchemeQuery = '(prefers-color-scheme: dark)';

/** What the operating system asks for; light where `matchMedia` is missing. */
export function readSystemScheme(): ColorScheme {
  return typeof window.matchMedia === 'function' && window.matchMedia(darkSchemeQuery).matches
    ? 'dark'
    : 'light';
}
