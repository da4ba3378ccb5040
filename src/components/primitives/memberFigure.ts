/**
 * Marks an element that shows a figure of the member's record (tier, balances, their lists) while it
 * still shows the sample member's, as prerendered: index.html keeps it hidden, its place held, on the
 * page of a member with a stored record, until the render that shows their own
 * (`useMemberFigure` in platform/memberStore.ts gives the mark).
 */
export type MemberFigure = { readonly 'data-member-figure'?: '' };

/** The sample member's figure, as prerendered and hydrated. */
export const sampleFigure: MemberFigure = { 'data-member-figure': '' };
/** The member's own figure. */
export const ownFigure: MemberFigure = {};
