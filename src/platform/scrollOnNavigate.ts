import { useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

/**
 * A page the member goes to opens at its top, or at the element its `#id` names; Back and Forward are
 * left to the browser, which puts the page back where the member was. It runs on every first paint, so it
 * does only this (React Router's `ScrollRestoration`, which does more, would weigh on every page).
 */
export function useScrollOnNavigate(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  useLayoutEffect(() => {
    const first = firstRender.current;
    firstRender.current = false;
    if (navigationType === NavigationType.Pop && !first) return;
    let target: HTMLElement | null = null;
    try {
      target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    } catch {
      // A `#` that does not decode names no element.
    }
    if (target) target.scrollIntoView();
    else if (!first) window.scrollTo(0, 0);
    // The location's key changes with every navigation, and only then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
