/**
 * The paths that open one item selected on its screen: each screen's `?param=` reader resolves them.
 * Notifications, the command palette and the links between screens build their links here.
 */
// A payment is an entry of the wallet's history too.
export const walletEntryLink = (entryId: string) =>
  `/srd-wallet?tab=history&entry=${encodeURIComponent(entryId)}`;
export const customsShipmentLink = (shipmentId: string) =>
  `/customs-clearance?shipment=${encodeURIComponent(shipmentId)}`;
export const contractLink = (contractId: string) =>
  `/smart-contracts?contract=${encodeURIComponent(contractId)}`;
export const marketItemLink = (itemId: string) => `/dashboard?item=${encodeURIComponent(itemId)}`;
export const shipmentSensorLink = (shipmentId: string) =>
  `/iot-logistics?tab=map&shipment=${encodeURIComponent(shipmentId)}`;
export const smartContractsLink = '/smart-contracts';
export const membershipLink = '/membership-packages';
export const chatRoomLink = (roomId: string) => `/negotiation-chat?room=${encodeURIComponent(roomId)}`;
export const listingLink = (listingId: string) => `/trade-search?listing=${encodeURIComponent(listingId)}`;
export const chainTransactionLink = (transactionId: string) =>
  `/blockchain-monitor?tx=${encodeURIComponent(transactionId)}`;
export const proposalLink = (proposalId: string) => `/deal-maker?proposal=${encodeURIComponent(proposalId)}`;
export const documentLink = (documentId: string) =>
  `/compliance-dashboard?doc=${encodeURIComponent(documentId)}`;
