import type { ReactNode } from 'react';
import { Button } from '../primitives/Button';
import { Card, CardHeader } from '../primitives/Card';

export interface RecentTransactionsCardProps {
  heading: string;
  viewAll: string;
  /** Accessible name of View All ("View all transactions"). */
  viewAllName: string;
  onViewAll: () => void;
  /** The 3 most recent transactions. */
  children: ReactNode;
}

/** The overview's recent transactions with View All, which opens the history tab. */
export function RecentTransactionsCard({
  heading,
  viewAll,
  viewAllName,
  onViewAll,
  children,
}: RecentTransactionsCardProps) {
  return (
    <Card as="section" aria-labelledby="wallet-recent-heading">
      <CardHeader
        id="wallet-recent-heading"
        title={heading}
        actions={
          <Button type="button" compact variant="ghost" onClick={onViewAll} aria-label={viewAllName}>
            {viewAll}
          </Button>
        }
      />
      {children}
    </Card>
  );
}
