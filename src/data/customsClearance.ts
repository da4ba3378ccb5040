/**
 * Sample data and pure rules of the customs clearance screen (spec part 2, Customs Clearance and sections
 * 3, 4 and 9): customs shipments (Customs Review or Cleared) with their declaration documents (approved,
 * pending or other), the tariff of HS 7208.52.00 (duty 3.2%, VAT 19%, additional fees 0%), the estimated
 * total tax (0.223 times the declared value) and the clearance timeline shown by Track Status. Amounts are
 * SDR. Display text lives in `public/locales/<lng>/customsClearance.json`; this file holds codes that
 * name those keys (`products.<code>`, `places.<code>`, `documents.<code>`, `timeline.<step>`).
 */

export type CustomsStatus = 'customsReview' | 'cleared';
export type DocumentStatus = 'approved' | 'pending' | 'rejected';
export type DocumentsStatus = 'complete' | 'incomplete';

export interface CustomsDocument {
  id: string;
  /** Translation code (`documents.<code>`); an uploaded file has none and shows its file name. */
  code: string | null;
  /** File name of an uploaded document. */
  fileName?: string;
  status: DocumentStatus;
  required: boolean;
}

export interface CustomsShipment {
  id: string;
  /** Translation codes (`products.<code>`, `places.<code>`). */
  product: string;
  origin: string;
  destination: string;
  status: CustomsStatus;
  hsCode: string;
  /** Declared value, SDR. */
  value: number;
  /** Kilograms. */
  weightKg: number;
  /** ISO date. */
  estimatedClearance: string;
  documents: readonly CustomsDocument[];
}

export interface Tariff {
  hsCode: string;
  /** Translation code of the description (`tariffs.<code>`). */
  code: string;
  /** Percent. */
  dutyRate: number;
  vat: number;
  additionalFees: number;
}

/** Spec section 9: the estimated total tax is 0.223 times the declared value. */
export const estimatedTaxRate = 0.223;

export const tariffs: readonly Tariff[] = [
  { hsCode: '7208.52.00', code: 'hotRolledFlat', dutyRate: 3.2, vat: 19, additionalFees: 0 },
];

const doc = (id: string, code: string, status: DocumentStatus, required = true): CustomsDocument => ({
  id,
  code,
  status,
  required,
});

export const customsShipments: readonly CustomsShipment[] = [
  {
    id: 'CC-2026-001',
    product: 'steelCoils',
    origin: 'shanghai',
    destination: 'hamburg',
    status: 'customsReview',
    hsCode: '7208.52.00',
    value: 125_000,
    weightKg: 25_000,
    estimatedClearance: '2026-11-28',
    documents: [
      doc('D-001-1', 'commercialInvoice', 'approved'),
      doc('D-001-2', 'billOfLading', 'approved'),
      doc('D-001-3', 'certificateOfOrigin', 'pending'),
      doc('D-001-4', 'packingList', 'pending'),
      doc('D-001-5', 'insuranceCertificate', 'rejected', false),
    ],
  },
  {
    id: 'CC-2026-002',
    product: 'steelPlates',
    origin: 'busan',
    destination: 'rotterdam',
    status: 'cleared',
    hsCode: '7208.52.00',
    value: 86_500,
    weightKg: 18_000,
    estimatedClearance: '2026-11-19',
    documents: [
      doc('D-002-1', 'commercialInvoice', 'approved'),
      doc('D-002-2', 'billOfLading', 'approved'),
      doc('D-002-3', 'certificateOfOrigin', 'approved'),
      doc('D-002-4', 'packingList', 'approved'),
    ],
  },
  {
    id: 'CC-2026-003',
    product: 'shipbuildingSheets',
    origin: 'mumbai',
    destination: 'piraeus',
    status: 'customsReview',
    hsCode: '7208.52.00',
    value: 240_000,
    weightKg: 48_000,
    estimatedClearance: '2026-12-03',
    documents: [
      doc('D-003-1', 'commercialInvoice', 'approved'),
      doc('D-003-2', 'billOfLading', 'approved'),
      doc('D-003-3', 'certificateOfOrigin', 'approved'),
      doc('D-003-4', 'packingList', 'approved'),
      doc('D-003-5', 'insuranceCertificate', 'pending', false),
    ],
  },
];

/** The shipment named by `?shipment=`, or the first one for a missing or unknown id. */
export function resolveCustomsShipment(id: string | null | undefined): CustomsShipment | undefined {
  return customsShipments.find((shipment) => shipment.id === id) ?? customsShipments[0];
}

export function tariffFor(hsCode: string): Tariff | undefined {
  return tariffs.find((tariff) => tariff.hsCode === hsCode.trim());
}

/**
 * Spec section 9: 0.223 times the declared value, to 2 decimals (SDR cents). Null for a value that is
 * not a finite number of zero or more.
 */
export function estimatedTotalTax(declaredValue: number): number | null {
  if (!Number.isFinite(declaredValue) || declaredValue < 0) return null;
  return Math.round(declaredValue * estimatedTaxRate * 100) / 100;
}

/** What the document rules read: a status code (sample or uploaded, possibly unknown) and the required flag. */
export interface DocumentState {
  status: string;
  required: boolean;
}

/** Submit Declaration is allowed only when every required document is approved (and there is one). */
export function allRequiredApproved(documents: readonly DocumentState[]): boolean {
  const required = documents.filter((document) => document.required);
  return required.length > 0 && required.every((document) => document.status === 'approved');
}

/** The shipment's documents status: complete when every required document is approved. */
export function documentsStatusOf(documents: readonly DocumentState[]): DocumentsStatus {
  return allRequiredApproved(documents) ? 'complete' : 'incomplete';
}

/** Required documents that still wait for approval (the hint under a disabled Submit). */
export function outstandingDocuments<T extends DocumentState>(documents: readonly T[]): T[] {
  return documents.filter((document) => document.required && document.status !== 'approved');
}

export type CustomsTone = 'success' | 'warning' | 'danger' | 'info';

/** Spec section 4: approved green, pending amber, any other status red. */
export function documentStatusTone(status: string): CustomsTone {
  if (status === 'approved') return 'success';
  if (status === 'pending') return 'warning';
  return 'danger';
}

/** Cleared green, Customs Review amber. */
export function customsStatusTone(status: CustomsStatus): CustomsTone {
  return status === 'cleared' ? 'success' : 'warning';
}

export type TimelineStep = 'arrived' | 'declarationSubmitted' | 'dutiesPaid' | 'customsReview' | 'cleared';
export type TimelineState = 'done' | 'current' | 'upcoming';

export const timelineSteps: readonly TimelineStep[] = [
  'arrived',
  'declarationSubmitted',
  'dutiesPaid',
  'customsReview',
  'cleared',
];

/**
 * Track Status: where the clearance stands. A cleared shipment has every step done. Otherwise the goods
 * have arrived, the declaration and the duties are done once the member did them on this screen, and
 * the first step not done is the current one (the others upcoming).
 */
export function clearanceTimeline(
  status: CustomsStatus,
  declarationSubmitted: boolean,
  dutiesPaid: boolean,
): { step: TimelineStep; state: TimelineState }[] {
  const done: Record<TimelineStep, boolean> =
    status === 'cleared'
      ? { arrived: true, declarationSubmitted: true, dutiesPaid: true, customsReview: true, cleared: true }
      : {
          arrived: true,
          declarationSubmitted,
          dutiesPaid,
          customsReview: false,
          cleared: false,
        };
  let currentTaken = false;
  return timelineSteps.map((step) => {
    if (done[step]) return { step, state: 'done' };
    if (!currentTaken) {
      currentTaken = true;
      return { step, state: 'current' };
    }
    return { step, state: 'upcoming' };
  });
}
