import type { Theme } from '@emotion/react';
import { useEffect, useRef } from 'react';
import { visuallyHidden } from './visuallyHidden';

/**
 * The item a link opened (`?shipment=SH-2026-006`) is marked where it lands: `aria-current="true"`
 * with `linkedItemOutline`, scrolled into view, and named in a polite status (`LinkedItemStatus`).
 * `useRevealLinked(linkedId)` gives the ref for the linked item's element and scrolls it into view
 * once it is on the page, and again when a link opens another.
 */
export function useRevealLinked<T extends HTMLElement>(linkedId: string | null | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (linkedId) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [linkedId]);
  return ref;
}

/**
 * Says which item a link opened ("Selected: shipment SH-2026-006"). Always on the page, so the text
 * that arrives with the link (after hydration, or on a navigation) is announced.
 */
export function LinkedItemStatus({ text }: { text: string | null | undefined }) {
  return (
    <p role="status" aria-live="polite" aria-atomic="true" css={visuallyHidden} data-linked-status="">
      {text ?? ''}
    </p>
  );
}

/** The mark of the item a link opened, as the other lists of the app draw their current item. */
export const linkedItemOutline = (theme: Theme) => ({
  '&[aria-current="true"]': { outline: `2px solid ${theme.roles.info.fill}`, outlineOffset: -2 },
});
