/**
 * Credit grades and the rule a tier states about them ("credit rating A- or above"). The member's own
 * rating is in ./memberStanding.
 */

/** A credit grade on the usual scale, best first. */
export const creditGrades = [
  'AAA',
  'AA+',
  'AA',
  'AA-',
  'A+',
  'A',
  'A-',
  'BBB+',
  'BBB',
  'BBB-',
  'BB+',
  'BB',
  'BB-',
  'B+',
  'B',
  'B-',
  'CCC',
  'CC',
  'C',
  'D',
] as const;
export type CreditGrade = (typeof creditGrades)[number];
