import type { MemberFigure } from '../primitives/memberFigure';
import { Tooltip } from '../primitives/Tooltip';
import { TierBadgeLink } from './TierBadgeLink';

export interface TierBadgeProps {
  label: string;
  /** Every tier's label: the badge keeps the widest one's width (`TierBadgeLink`). */
  labels?: readonly string[];
  tooltip: string;
  to: string;
  defaultTooltipOpen?: boolean;
  figure?: MemberFigure;
}

/** The tier badge with a tooltip that explains it, on hover and keyboard focus. */
export function TierBadge({ label, labels, tooltip, to, defaultTooltipOpen, figure }: TierBadgeProps) {
  return (
    <Tooltip content={tooltip} defaultOpen={defaultTooltipOpen}>
      <TierBadgeLink label={label} labels={labels} to={to} {...figure} />
    </Tooltip>
  );
}
