/**
 * Stands in for `@radix-ui/react-presence` (aliased in vite.config.ts): the same component, which keeps
 * its child mounted until the child's exit animation has ended, without setting state as it mounts.
 *
 * Radix's version keeps the child's element in state, set from its ref, and on mount sends an event
 * that changes nothing. Both are updates made while React commits, which it renders again at once,
 * before the page's effects may wait: on every page, the closed dialogs, menus and the shown tab
 * panels made hydration's commit render the header again and run every effect in the same task. Here
 * the element is kept in a ref, and the ref attaches the animation listeners itself.
 */
import {
  Children,
  cloneElement,
  useCallback,
  useEffect,
  useInsertionEffect,
  useLayoutEffect,
  useReducer,
  useRef,
  type ReactElement,
  type Ref,
  type RefCallback,
} from 'react';

type PresenceState = 'mounted' | 'unmountSuspended' | 'unmounted';
type PresenceEvent = 'MOUNT' | 'UNMOUNT' | 'ANIMATION_OUT' | 'ANIMATION_END';

const machine: Record<PresenceState, Partial<Record<PresenceEvent, PresenceState>>> = {
  mounted: { UNMOUNT: 'unmounted', ANIMATION_OUT: 'unmountSuspended' },
  unmountSuspended: { MOUNT: 'mounted', ANIMATION_END: 'unmounted' },
  unmounted: { MOUNT: 'mounted' },
};

const transition = (state: PresenceState, event: PresenceEvent) => machine[state][event] ?? state;

const animationName = (styles: CSSStyleDeclaration | null) => styles?.animationName || 'none';

interface PresenceProps {
  present: boolean;
  children: ReactElement | ((props: { present: boolean }) => ReactElement);
}

export function Presence({ present, children }: PresenceProps) {
  const presence = usePresence(present);
  const child =
    typeof children === 'function' ? children({ present: presence.isPresent }) : Children.only(children);
  const childRef = (child.props as { ref?: Ref<HTMLElement> }).ref;
  const ref = useStableComposedRefs(presence.ref, childRef);
  const forceMount = typeof children === 'function';
  return forceMount || presence.isPresent ? cloneElement(child, { ref } as object) : null;
}

export { Presence as Root };

function usePresence(present: boolean) {
  const stylesRef = useRef<CSSStyleDeclaration | null>(null);
  const prevPresentRef = useRef(present);
  const prevAnimationNameRef = useRef('none');
  const mountAnimationNameRef = useRef<string | undefined>(undefined);
  const [state, send] = useReducer(transition, present ? 'mounted' : 'unmounted');
  const stateRef = useRef(state);

  useEffect(() => {
    stateRef.current = state;
    if (state === 'mounted') {
      prevAnimationNameRef.current = mountAnimationNameRef.current ?? animationName(stylesRef.current);
      mountAnimationNameRef.current = undefined;
    } else prevAnimationNameRef.current = 'none';
  }, [state]);

  useLayoutEffect(() => {
    const styles = stylesRef.current;
    const wasPresent = prevPresentRef.current;
    if (wasPresent === present) return;
    const prevAnimationName = prevAnimationNameRef.current;
    const currentAnimationName = animationName(styles);
    if (present) {
      mountAnimationNameRef.current = currentAnimationName;
      send('MOUNT');
    } else if (currentAnimationName === 'none' || styles?.display === 'none') send('UNMOUNT');
    else if (wasPresent && prevAnimationName !== currentAnimationName) send('ANIMATION_OUT');
    else send('UNMOUNT');
    prevPresentRef.current = present;
  }, [present]);

  const ref = useCallback((node: HTMLElement | null) => {
    if (!node) return;
    const styles = getComputedStyle(node);
    stylesRef.current = styles;
    mountAnimationNameRef.current = animationName(styles);
    let timeoutId: number | undefined;
    const ownerWindow = node.ownerDocument.defaultView ?? window;
    const handleAnimationEnd = (event: AnimationEvent) => {
      const isCurrentAnimation = animationName(stylesRef.current).includes(CSS.escape(event.animationName));
      if (event.target !== node || !isCurrentAnimation) return;
      send('ANIMATION_END');
      if (prevPresentRef.current) return;
      // Holds the exit animation's last frame until React has removed the element.
      const fillMode = node.style.animationFillMode;
      node.style.animationFillMode = 'forwards';
      timeoutId = ownerWindow.setTimeout(() => {
        if (node.style.animationFillMode === 'forwards') node.style.animationFillMode = fillMode;
      });
    };
    const handleAnimationStart = (event: AnimationEvent) => {
      if (event.target === node) prevAnimationNameRef.current = animationName(stylesRef.current);
    };
    node.addEventListener('animationstart', handleAnimationStart);
    node.addEventListener('animationcancel', handleAnimationEnd);
    node.addEventListener('animationend', handleAnimationEnd);
    return () => {
      ownerWindow.clearTimeout(timeoutId);
      node.removeEventListener('animationstart', handleAnimationStart);
      node.removeEventListener('animationcancel', handleAnimationEnd);
      node.removeEventListener('animationend', handleAnimationEnd);
      stylesRef.current = null;
      // An element gone while its exit animation ran ends the wait for it.
      if (stateRef.current === 'unmountSuspended') send('ANIMATION_END');
    };
  }, []);

  return { isPresent: state === 'mounted' || state === 'unmountSuspended', ref };
}

/** Composes refs into one whose identity never changes, passing on the cleanups React 19 refs return. */
function useStableComposedRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  const refsRef = useRef(refs);
  // Before the commit attaches refs: the element then reaches the refs of this render.
  useInsertionEffect(() => {
    refsRef.current = refs;
  });
  return useCallback((node: T | null) => {
    const current = refsRef.current;
    const cleanups = current.map((ref) => setRef(ref, node));
    return () => {
      cleanups.forEach((cleanup, index) => {
        if (typeof cleanup === 'function') cleanup();
        else setRef(current[index], null);
      });
    };
  }, []);
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') return ref(value);
  if (ref) ref.current = value;
  return undefined;
}
