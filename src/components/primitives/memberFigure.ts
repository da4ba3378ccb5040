/**
 * Marks an element that shows a figure of the member's record (tier, balances, their lists), naming
 * the parts of the record it shows (src/data/memberParts.ts). Pages are prerendered with the sample
 * member's figures: on the page of a member whose record differs from the sample's in one of those
 * parts, index.html keeps the marked element hidden, its place held, until the app is live, by when it
 * shows the member's own.
 */
import type { MemberPart } from '../../data/memberParts';

export type MemberFigure = {
  readonly 'data-member-figure'?: string;
  readonly 'data-member-region'?: '';
};

/** The mark of a figure of the member's record that keeps its size whatever the figure. */
export function memberFigure(...parts: [MemberPart, ...MemberPart[]]): MemberFigure {
  return { 'data-member-figure': parts.join(' ') };
}

/**
 * The mark of a region whose size follows the member's record (a list they add to, their own text):
 * index.html holds what comes after it hidden too, so that nothing moves when theirs shows.
 */
export function memberRegion(...parts: [MemberPart, ...MemberPart[]]): MemberFigure {
  return { 'data-member-figure': parts.join(' '), 'data-member-region': '' };
}
