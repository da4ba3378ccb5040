import type { PointerEvent } from 'react';

/**
 * The handlers of a header control on the first paint: it asks for the live control on the press itself,
 * as the live Radix menus open on pointerdown, so a press that also loads the shell runtime is not lost
 * when the live control replaces this one; the click asks too (keyboard, assistive tech), and asking
 * twice is harmless. No handlers when there is nothing to ask (the live mode).
 */
export function askOnPress(ask: (() => void) | undefined) {
  if (!ask) return {};
  return {
    onClick: ask,
    onPointerDown: (event: PointerEvent<HTMLButtonElement>) => {
      if (event.button === 0 && !event.ctrlKey) ask();
    },
  };
}
