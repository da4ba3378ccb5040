/**
 * Where a company shown on one screen lives on another: its trade search listing when it has one,
 * otherwise the sample negotiation room it takes part in; some companies have neither. Kept apart
 * from the listings and the chat so a screen can link a company without loading either
 * (tests/data/world-cast.test.ts holds the map to the listings' suppliers).
 */
import { chatRooms } from './chatRooms';
import { chatRoomLink, listingLink } from './itemLinks';

/** The listing each supplier of the trade search offers (one per supplier). */
export const listingOfCompany: Readonly<Record<string, string>> = {
  'steppe-harvest': 'lst-201',
  'gulf-energy': 'lst-202',
  'andes-copper': 'lst-203',
  'nile-delta-textiles': 'lst-204',
  'minas-coffee': 'lst-205',
  'yangtze-steel': 'lst-206',
  'punjab-grain': 'lst-207',
  'mekong-machinery': 'lst-208',
};

/** The path of the company's listing, or null when it lists nothing. */
export function companyListingPath(id: string): string | null {
  const listing = listingOfCompany[id];
  return listing ? listingLink(listing) : null;
}

/** The company's listing, else its sample negotiation room, else null. */
export function companyPath(id: string, day: string): string | null {
  const listing = companyListingPath(id);
  if (listing) return listing;
  const room = chatRooms(day).find((item) => item.participants.includes(id));
  return room ? chatRoomLink(room.id) : null;
}
