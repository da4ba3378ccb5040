/**
 * Colour scheme rules: the member's choice (`system`, `light`, `dark`), what a stored value means, and
 * the scheme in force. No imports, so the start-up code that paints the first frame and the colour
 * scheme machine share them without pulling in XState.
 */

export const colorSchemePreferences = ['system', 'light', 'dark'] as const;
export type ColorSchemePreference = (typeof colorSchemePreferences)[number];
export type ColorScheme = 'light' | 'dark';

export const colorSchemeStorageKey = 'color-scheme';

/**
 * The attribute on <html> that pins a scheme: `light` or `dark`, absent while the member follows the
 * system. The page's colours are custom properties that follow it through CSS.
 */
export const schemeAttribute = 'data-scheme';

export function isColorSchemePreference(value: unknown): value is ColorSchemePreference {
  return typeof value === 'string' && (colorSchemePreferences as readonly string[]).includes(value);
}

/** Unknown stored values follow the system. */
export function resolvePreference(stored: unknown): ColorSchemePreference {
  return isColorSchemePreference(stored) ? stored : 'system';
}

/** The scheme in force: the member's pick, or the system's while the pick is `system`. */
export function schemeFor(preference: ColorSchemePreference, systemScheme: ColorScheme): ColorScheme {
  return preference === 'system' ? systemScheme : preference;
}
