/** Events that show a member is about to interact. */
export const intentEvents = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
] as const;

/**
 * Resolves at the first sign of intent. Started before the first render, so a pointer moving or a key
 * pressed while the app is still starting counts too.
 */
export function firstIntent(target: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const seen = () => {
      for (const type of intentEvents) target.removeEventListener(type, seen, { capture: true });
      resolve();
    };
    for (const type of intentEvents) target.addEventListener(type, seen, { capture: true, passive: true });
  });
}
