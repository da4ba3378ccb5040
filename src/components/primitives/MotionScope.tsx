import { LazyMotion, MotionConfig, type Transition } from 'framer-motion';
import type { ReactNode } from 'react';
import { durations } from '../../theme/tokens';

const loadFeatures = () => import('./motionFeatures').then((module) => module.domAnimation);

/**
 * Motion for the `m.` components inside: the animation features load in their own chunk once the
 * scope first renders, and under reduced motion nothing moves (transforms jump to their end).
 * Animations move elements only (no fades), so text keeps its full contrast at every moment.
 */
export function MotionScope({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

/** A quick ease for things that join or open: short enough never to hold up the next change. */
export const joinTransition: Transition = { duration: durations.normal / 1000, ease: 'easeOut' };
