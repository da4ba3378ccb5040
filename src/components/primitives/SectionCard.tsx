import { useId, type ReactNode } from 'react';
import { Card, CardHeader } from './Card';

export interface SectionCardProps {
  heading: ReactNode;
  description?: ReactNode;
  /** `data-state` of the card (`ready`, `empty`...). */
  state: string;
  children: ReactNode;
}

/** A card that is a landmark named by its own heading: the title row, then the content. */
export function SectionCard({ heading, description, state, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} data-state={state}>
      <CardHeader id={headingId} title={heading} description={description} />
      {children}
    </Card>
  );
}
