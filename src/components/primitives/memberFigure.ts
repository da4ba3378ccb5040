/**
 * Marks an element that shows a figure of the member's record (tier, balances, their lists). Pages
 * are prerendered with the sample member's figures: on the page of a member with a stored record,
 * index.html keeps every marked element hidden, its place held, until the app is live, by when it
 * shows the member's own.
 */
export type MemberFigure = { readonly 'data-member-figure'?: '' };

/** The mark of a figure of the member's record. */
export const memberFigure: MemberFigure = { 'data-member-figure': '' };
