// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPaletteShortcut } from '../../src/components/shell/paletteShortcut';

const press = (over: Partial<Parameters<typeof isPaletteShortcut>[0]>) => ({
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  key: 'k',
  code: 'KeyK',
  ...over,
});

describe('isPaletteShortcut', () => {
  it.each([
    ['Ctrl+K', press({ ctrlKey: true }), true],
    ['Cmd+K', press({ metaKey: true }), true],
    ['Ctrl+K on a Russian layout (л)', press({ ctrlKey: true, key: 'л' }), true],
    ['Ctrl+K on a Greek layout (κ)', press({ ctrlKey: true, key: 'κ' }), true],
    ['Ctrl+K with Caps Lock', press({ ctrlKey: true, key: 'K' }), true],
    ["a layout whose k is elsewhere (Dvorak's k on KeyV)", press({ ctrlKey: true, code: 'KeyV' }), true],
    ['K alone', press({}), false],
    ['Ctrl+Shift+K', press({ ctrlKey: true, shiftKey: true, key: 'K' }), false],
    ['Ctrl+Alt+K', press({ ctrlKey: true, altKey: true }), false],
    ['Ctrl+L on a Russian layout (д)', press({ ctrlKey: true, key: 'д', code: 'KeyL' }), false],
  ])('%s', (_name, event, expected) => {
    expect(isPaletteShortcut(event)).toBe(expected);
  });
});
