import { createContext, useContext } from 'react';
import type { ColorScheme } from '../../src/theme/colorScheme';

/**
 * The scheme the stories' toolbar picked, for stories that name it. The app never reads it: colours and
 * the theme icon follow `data-scheme` on <html> through CSS, so both schemes render the same markup.
 */
export const ColorSchemeContext = createContext<ColorScheme>('light');

export function useColorScheme(): ColorScheme {
  return useContext(ColorSchemeContext);
}
