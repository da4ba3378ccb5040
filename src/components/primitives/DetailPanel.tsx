import type { ReactNode } from 'react';
import { Card } from './Card';
import { DetailHeader, type DetailHeaderProps } from './DetailHeader';

export interface DetailPanelProps extends Omit<DetailHeaderProps, 'id'> {
  /** Id of the heading the panel is labelled by (unique on the page). */
  headingId: string;
  /** The panel's `data-state` (the selection, the status or the machine's state). */
  state: string;
  /** The item's facts and actions, under the header. */
  children: ReactNode;
  /** Further `data-*` attributes on the panel (`data-order`: which item it shows). */
  [dataAttribute: `data-${string}`]: string | undefined;
}

/**
 * The panel of one selected item (a plan, an order, a shipment): a section labelled by its heading,
 * with `DetailHeader` (eyebrow, title, status badge) above what the item shows.
 */
export function DetailPanel({
  headingId,
  state,
  eyebrow,
  title,
  description,
  statusLabel,
  statusTone,
  children,
  ...data
}: DetailPanelProps) {
  return (
    <Card as="section" aria-labelledby={headingId} data-state={state} {...data}>
      <DetailHeader
        eyebrow={eyebrow}
        id={headingId}
        title={title}
        description={description}
        statusLabel={statusLabel}
        statusTone={statusTone}
      />
      {children}
    </Card>
  );
}
