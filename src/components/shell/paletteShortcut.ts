/**
 * Ctrl+K, or Cmd+K on Apple keyboards, without other modifiers: the K key by its place on the
 * keyboard (`KeyK`, so a Russian or Greek layout and Caps Lock work too) or a layout's own "k".
 */
export function isPaletteShortcut(
  event: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey' | 'key' | 'code'>,
): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    (event.code === 'KeyK' || event.key.toLowerCase() === 'k')
  );
}
