/**
 * Marks a header control whose click before the app is live is kept by the head's capture script in
 * `index.html` and done again once the app is live (`src/platform/clickCapture.ts`). Each mark names
 * one control on the page.
 */
export const captureAttribute = 'data-capture';

export function captureKey(key: string): { [captureAttribute]: string } {
  return { [captureAttribute]: key };
}
