import { schemeAttribute, type ColorSchemePreference } from '../theme/colorScheme';

/** `<html data-scheme>` pins the member's pick; without it the page's CSS follows the system. */
export function applyDocumentScheme(
  preference: ColorSchemePreference,
  root: HTMLElement = document.documentElement,
): void {
  if (preference === 'system') root.removeAttribute(schemeAttribute);
  else root.setAttribute(schemeAttribute, preference);
}
