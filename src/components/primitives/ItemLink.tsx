import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { DetailRow } from './DetailGrid';

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

/** An item that lives on another screen: its name and the path that opens it there. */
export interface LinkedItem {
  text: string;
  to: string;
}

/** The row linking to a related item on its own screen, as a list to spread: none without one. */
export function linkRows(id: string, label: string, item: LinkedItem | undefined): DetailRow[] {
  return item ? [{ id, label, value: <ItemLink to={item.to}>{item.text}</ItemLink> }] : [];
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
