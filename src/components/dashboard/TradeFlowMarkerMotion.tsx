import { m } from 'framer-motion';
import type { ReactNode } from 'react';
import type { FlowStepStatus } from '../../machines/tradeFlow.machine';
import { joinTransition, MotionScope } from '../primitives/MotionScope';

/**
 * A step marker's number or tick, popping in each time the step becomes active or completed, so the eye
 * follows the flow from step to step. Loaded after the first paint; the plain marker shows until then.
 */
export default function TradeFlowMarkerMotion({
  status,
  children,
}: {
  status: FlowStepStatus;
  children: ReactNode;
}) {
  return (
    <MotionScope>
      <m.span
        key={status}
        css={styles.content}
        data-motion="marker"
        initial={status === 'pending' ? false : { scale: 0.4 }}
        animate={{ scale: 1 }}
        transition={joinTransition}
      >
        {children}
      </m.span>
    </MotionScope>
  );
}

const styles = {
  content: { display: 'inline-grid', placeItems: 'center' },
};
