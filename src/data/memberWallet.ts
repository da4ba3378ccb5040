/**
 * The member's SDR wallet address, on its own so that screens showing it (the member profile's
 * blockchain tab) do not carry the ledger's sample history in their first paint.
 */
export const memberWalletAddress = 'SRD-0x7a9f3c2e8b1d4f6a9c3e5b7d2f8a1c4e6b9d3f7a';
