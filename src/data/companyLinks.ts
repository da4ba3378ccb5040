/**
 * Where a company shown on one screen lives on another: its trade search listing when it has one,
 * otherwise the sample negotiation room it takes part in; some companies have neither.
 */
import { chatRoomPath } from './chat';
import { chatRooms } from './chatRooms';
import { routePaths } from './routes';
import { tradeListings } from './tradeSearch';

/** The trade search with listing `listingId` open. */
export const listingPath = (listingId: string) =>
  `${routePaths.tradeSearch}?listing=${encodeURIComponent(listingId)}`;

/** The path of the company's listing, or null when it lists nothing. */
export function companyListingPath(id: string): string | null {
  const listing = tradeListings.find((item) => item.supplier === id);
  return listing ? listingPath(listing.id) : null;
}

/** The company's listing, else its sample negotiation room, else null. */
export function companyPath(id: string): string | null {
  const listing = companyListingPath(id);
  if (listing) return listing;
  const room = chatRooms.find((item) => item.participants.includes(id));
  return room ? chatRoomPath(room.id) : null;
}
