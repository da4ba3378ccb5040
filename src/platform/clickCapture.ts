/**
 * A click made before the app is live. While the JavaScript is on its way, the head's capture script
 * in `index.html` keeps the mark of the first control clicked that carries `data-capture`
 * (`captureKey` in `components/shell/captureKey.ts`); links need nothing, they lead to prerendered
 * pages. The app ends the capture as React takes the page (React replays events from there on) and,
 * once live, does that click again on the control with the same mark.
 */
import { captureAttribute } from '../components/shell/captureKey';

declare global {
  interface Window {
    /** Written by the capture script in index.html. */
    srtCapture?: { key: string | null; done: boolean };
  }
}

/** Stops the capture; the mark of the control clicked, if any. Calling it again gives the same mark. */
export function endClickCapture(): string | null {
  const capture = window.srtCapture;
  if (!capture) return null;
  capture.done = true;
  return capture.key;
}

/** Does the click again on the live control marked `key`: Radix menus open on the press, the rest on the click. */
export function replayClick(key: string | null, root: ParentNode = document): void {
  if (key === null) return;
  const control = root.querySelector<HTMLElement>(`[${captureAttribute}="${CSS.escape(key)}"]`);
  if (!control) return;
  if (control.getAttribute('aria-haspopup') === 'menu') {
    control.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, cancelable: true, button: 0, pointerType: 'mouse' }),
    );
  } else control.click();
}
