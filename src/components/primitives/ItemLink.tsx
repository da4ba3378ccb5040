import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface ItemLinkProps {
  /** Where the item lives: its screen's path with the query that opens it selected. */
  to: string;
  children: ReactNode;
}

/** An item shown here that lives on another screen (a report, an order, a shipment): a link to it there. */
export function ItemLink({ to, children }: ItemLinkProps) {
  return (
    <Link to={to} css={styles.link}>
      {children}
    </Link>
  );
}

const styles = {
  link: (theme: Theme) => ({
    color: theme.colors.link,
    textDecoration: 'underline',
    textUnderlineOffset: 3,
    overflowWrap: 'anywhere' as const,
    '&:hover': { textDecorationThickness: 2 },
  }),
};
