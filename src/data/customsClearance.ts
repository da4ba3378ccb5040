/**
 * Sample data and pure rules of the customs clearance screen: customs shipments (Customs Review or Cleared) with their declaration documents (approved,
 * pending or other), the tariff of HS 7208.52.00 (duty 3.2%, VAT 19%, additional fees 0%), the estimated
 * total tax (0.223 times the declared value) and the clearance timeline shown by Track Status. Amounts are
 * SDR. Display text lives in `public/locales/<lng>/customsClearance.json`; this file holds codes that
 * name those keys (`places.<code>`, `documents.<code>`, `timeline.<step>`); products are commodity ids.
 *
 * What the member does on a shipment is kept in the member's store: uploaded documents
 * (`customs.uploads`), filed declarations (`customs.declarations`) and paid duties (a `duty` ledger
 * entry `DUTY-<shipment>`, once per shipment). The helpers at the end read them back for one shipment.
 */
import { builtDay, dated, sampleDay } from './sampleWorld';
import type { LedgerEntry } from './ledger';
import { lotValue, type PricedCommodity } from './prices';
import type { CommodityId } from './commodities';
import { shipmentById, shipmentLinks } from './shipments';
import type { CustomsDeclarationRecord, CustomsUpload } from './memberRecord';

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
  /** The declaration's id (`CC-<year>-<nnn>`). */
  id: string;
  /** The registry shipment it clears (src/data/shipments.ts). */
  shipmentId: string;
  /** The commodity cleared (src/data/commodities.ts). */
  product: CommodityId;
  /** Translation codes (`places.<code>`). */
  origin: string;
  destination: string;
  status: CustomsStatus;
  hsCode: string;
  /** Declared value, SDR: the table price of its commodity x its weight. */
  value: number;
  /** Kilograms. */
  weightKg: number;
  /** ISO date. */
  estimatedClearance: string;
  documents: readonly CustomsDocument[];
  /** ISO moment the shipment arrives (its ETA). */
  arrives: string;
  /** The path that opens the shipment on the other screen that shows it (IoT tracking), if one does. */
  shipmentLink: string | null;
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

/** The estimated total tax is 0.223 times the declared value. */
export const estimatedTaxRate = 0.223;

const tariffs: readonly Tariff[] = [
  { hsCode: '7208.52.00', code: 'hotRolledFlat', dutyRate: 3.2, vat: 19, additionalFees: 0 },
];

const doc = (id: string, code: string, status: DocumentStatus, required = true): CustomsDocument => ({
  id,
  code,
  status,
  required,
});

/**
 * A declaration's facts read from the registry shipment it clears (its cargo, route, weight, arrival and
 * the other screen that shows it), and the declared value (the weight of a commodity at its table price).
 */
const declared = (shipmentId: string, commodity: PricedCommodity) => {
  const shipment = shipmentById(shipmentId, builtDay());
  return {
    shipmentId,
    product: shipment.cargo,
    origin: shipment.origin,
    destination: shipment.destination,
    value: lotValue(commodity, shipment.tons),
    weightKg: shipment.tons * 1000,
    arrives: shipment.arrives,
    shipmentLink: shipmentLinks(shipmentId, 'customs', builtDay())[0]?.to ?? null,
  };
};

export const customsShipments = dated((): readonly CustomsShipment[] => [
  {
    id: 'CC-2026-001',
    ...declared('SH-2026-006', 'steelCoils'),
    status: 'customsReview',
    hsCode: '7208.52.00',
    estimatedClearance: sampleDay('2026-12-23'),
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
    ...declared('SH-2026-009', 'steelPlates'),
    status: 'cleared',
    hsCode: '7208.52.00',
    estimatedClearance: sampleDay('2026-11-19'),
    documents: [
      doc('D-002-1', 'commercialInvoice', 'approved'),
      doc('D-002-2', 'billOfLading', 'approved'),
      doc('D-002-3', 'certificateOfOrigin', 'approved'),
      doc('D-002-4', 'packingList', 'approved'),
    ],
  },
  {
    id: 'CC-2026-003',
    ...declared('SH-2026-010', 'steelPlates'),
    status: 'customsReview',
    hsCode: '7208.52.00',
    estimatedClearance: sampleDay('2026-12-03'),
    documents: [
      doc('D-003-1', 'commercialInvoice', 'approved'),
      doc('D-003-2', 'billOfLading', 'approved'),
      doc('D-003-3', 'certificateOfOrigin', 'approved'),
      doc('D-003-4', 'packingList', 'approved'),
      doc('D-003-5', 'insuranceCertificate', 'pending', false),
    ],
  },
]);

/**
 * The declaration named by `?shipment=`, by its own id or the id of the shipment it clears; the first
 * one for a missing or unknown id.
 */
export function resolveCustomsShipment(
  id: string | null | undefined,
  list: readonly CustomsShipment[],
): CustomsShipment | undefined {
  return list.find((shipment) => shipment.id === id || shipment.shipmentId === id) ?? list[0];
}

export function tariffFor(hsCode: string): Tariff | undefined {
  return tariffs.find((tariff) => tariff.hsCode === hsCode.trim());
}

/**
 * 0.223 times the declared value, to 2 decimals (SDR cents). Null for a value that is
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

/** Approved green, pending amber, any other status red. */
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

const timelineSteps: readonly TimelineStep[] = [
  'arrived',
  'declarationSubmitted',
  'dutiesPaid',
  'customsReview',
  'cleared',
];

/**
 * Track Status: where the clearance stands. A cleared shipment has every step done. Otherwise the goods
 * have arrived once their shipment has (a declaration may be filed before), the declaration and the duties are done once the member did them on this screen, and
 * the first step not done is the current one (the others upcoming).
 */
export function clearanceTimeline(
  status: CustomsStatus,
  declarationSubmitted: boolean,
  dutiesPaid: boolean,
  arrived = true,
): { step: TimelineStep; state: TimelineState }[] {
  const done: Record<TimelineStep, boolean> =
    status === 'cleared'
      ? { arrived: true, declarationSubmitted: true, dutiesPaid: true, customsReview: true, cleared: true }
      : {
          arrived,
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

/** Where duties go: the customs authority's settlement wallet (the sample history pays it too). */
export const customsAuthorityAccount = 'SRD-0x2e6a9d3c7f1b4e8a2d5c9f3b6e1a4d7c2f5b8e9a';

/** What the rules read of the member's uploads and declarations (the record also keeps when). */
export type KeptUpload = Pick<CustomsUpload, 'shipmentId' | 'document'>;
export type KeptDeclaration = Pick<CustomsDeclarationRecord, 'shipmentId' | 'status'>;

/** The shipment's documents: its sample ones, then the member's uploads in the order they were made. */
export function shipmentDocuments(
  shipment: CustomsShipment,
  uploads: readonly KeptUpload[],
): CustomsDocument[] {
  // The store keeps uploads newest first.
  const own = uploads.filter((upload) => upload.shipmentId === shipment.id).reverse();
  return [...shipment.documents, ...own.map((upload) => upload.document)];
}

/** Id of the next upload on a shipment: `CC-2026-001-U1`, `-U2`, ... (one above the highest kept). */
export function nextUploadId(shipmentId: string, uploads: readonly KeptUpload[]): string {
  const prefix = `${shipmentId}-U`;
  let highest = 0;
  for (const upload of uploads) {
    if (upload.shipmentId !== shipmentId || !upload.document.id.startsWith(prefix)) continue;
    const n = Number(upload.document.id.slice(prefix.length));
    if (Number.isSafeInteger(n)) highest = Math.max(highest, n);
  }
  return `${prefix}${highest + 1}`;
}

/** An uploaded file as a document of the declaration: pending review, not required. */
export function uploadedDocument(id: string, fileName: string): CustomsDocument {
  return { id, code: null, fileName, status: 'pending', required: false };
}

/** The declaration is filed: the shipment is cleared, or the member submitted it. */
export function isDeclarationFiled(
  shipment: CustomsShipment,
  declarations: readonly KeptDeclaration[],
): boolean {
  return (
    shipment.status === 'cleared' ||
    declarations.some((declaration) => declaration.shipmentId === shipment.id)
  );
}

/** The goods are in: the shipment the declaration clears has arrived by `now` (ms). */
export function hasShipmentArrived(shipment: CustomsShipment, now: number): boolean {
  return Date.parse(shipment.arrives) <= now;
}

export function dutyEntryId(shipmentId: string): string {
  return `DUTY-${shipmentId}`;
}

/** The duties in cents (the estimated total tax), or null when the declared value gives none. */
export function dutyCents(shipment: CustomsShipment): number | null {
  const tax = estimatedTotalTax(shipment.value);
  return tax === null || tax <= 0 ? null : Math.round(tax * 100);
}

/**
 * The duties are paid: the shipment is cleared (paid before), or the member's ledger holds its duty
 * entry (under way or done; a failed one does not count).
 */
export function areDutiesPaid(shipment: CustomsShipment, ledger: readonly LedgerEntry[]): boolean {
  if (shipment.status === 'cleared') return true;
  const id = dutyEntryId(shipment.id);
  return ledger.some((entry) => entry.id === id && entry.status !== 'failed');
}

/** The ledger entry that pays a shipment's duties to the customs authority. */
export function dutyEntry(
  shipment: CustomsShipment,
  amountCents: number,
  at: string,
  status: 'completed' | 'processing' = 'completed',
): LedgerEntry {
  return {
    id: dutyEntryId(shipment.id),
    kind: 'duty',
    direction: 'out',
    amountCents,
    feeCents: 0,
    counterparty: customsAuthorityAccount,
    reference: shipment.id,
    at,
    status,
    subject: shipment.id,
  };
}
