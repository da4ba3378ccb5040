/**
 * The member's standing, defined once for every screen that shows it: the credit rating (member
 * profile, financial status, the Gold tier's "credit rating A- or above"), the green compliance
 * certification Gold asks for (member profile's sustainability verification and certifications). Its
 * monthly cash flow is ./cashFlow.
 */
import { dated, sampleDay } from './sampleWorld';
import type { CreditGrade } from './creditRating';

/** The member's credit rating, shown as written on the profile and on financial status. */
export const memberCreditRating: CreditGrade = 'AA-';

/**
 * The green compliance certification the member holds (the Gold tier's requirement): ISO 14001,
 * environmental management, verified as the profile's sustainability verification on this date.
 */
export const memberGreenCertificate = 'ISO 14001';
export const memberGreenCertifiedOn = dated(() => sampleDay('2026-09-28'));
