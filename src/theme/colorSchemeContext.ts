import { createContext, useContext } from 'react';
import type { ColorScheme } from './colorScheme';

/**
 * The scheme in force, for what names it (the header's theme icon). Colours never read it: they follow
 * `data-scheme` on <html> through CSS, so both schemes render the same markup.
 */
export const ColorSchemeContext = createContext<ColorScheme>('light');

export function useColorScheme(): ColorScheme {
  return useContext(ColorSchemeContext);
}
