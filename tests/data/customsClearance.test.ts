import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../../src/data/ledger';
import {
  allRequiredApproved,
  areDutiesPaid,
  customsAuthorityAccount,
  clearanceTimeline,
  customsShipments,
  customsStatusTone,
  documentStatusTone,
  documentsStatusOf,
  dutyCents,
  dutyEntry,
  dutyEntryId,
  estimatedTaxRate,
  estimatedTotalTax,
  isDeclarationFiled,
  nextUploadId,
  outstandingDocuments,
  resolveCustomsShipment,
  shipmentDocuments,
  tariffFor,
  uploadedDocument,
  type CustomsShipment,
} from '../../src/data/customsClearance';
import { worldAnchorDay } from '../../src/data/worldAnchor';

describe('tariff and tax', () => {
  it('HS 7208.52.00: duty 3.2%, VAT 19%, additional fees 0%', () => {
    expect(tariffFor('7208.52.00')).toMatchObject({ dutyRate: 3.2, vat: 19, additionalFees: 0 });
    expect(tariffFor(' 7208.52.00 ')?.hsCode).toBe('7208.52.00');
    expect(tariffFor('7208.52')).toBeUndefined();
    expect(tariffFor('')).toBeUndefined();
    expect(tariffFor('.*')).toBeUndefined();
  });

  it('estimated total tax rate is 0.223', () => expect(estimatedTaxRate).toBe(0.223));

  it.each([
    [125_000, 27_875],
    [86_500, 19_289.5],
    [240_000, 53_520],
    [1000, 223],
    [1, 0.22],
    [0.01, 0],
    [0, 0],
    [99.99, 22.3],
    [-1, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('declared value %s gives tax %s', (value, tax) => {
    expect(estimatedTotalTax(value)).toBe(tax);
  });
});

describe('every sample shipment (the figures the screen shows)', () => {
  it.each([
    ['CC-2026-001', 125_000, 27_875],
    ['CC-2026-002', 86_500, 19_289.5],
    ['CC-2026-003', 240_000, 53_520],
  ])('%s: declared SDR %s, tax SDR %s at duty 3.2%%, VAT 19%%, fees 0%%', (id, value, tax) => {
    const shipment = resolveCustomsShipment(id, customsShipments(worldAnchorDay));
    expect(shipment?.value).toBe(value);
    expect(estimatedTotalTax(value)).toBe(tax);
    expect(tariffFor(shipment?.hsCode ?? '')).toMatchObject({ dutyRate: 3.2, vat: 19, additionalFees: 0 });
  });
});

describe('documents', () => {
  const d = (status: string, required = true) => ({ status: status as 'approved', required });
  it.each([
    [[], false],
    [[d('approved')], true],
    [[d('approved'), d('pending')], false],
    [[d('approved'), d('rejected')], false],
    [[d('approved'), d('pending', false)], true],
    [[d('pending', false)], false],
  ])('%j all required approved: %s', (documents, expected) => {
    expect(allRequiredApproved(documents)).toBe(expected);
    expect(documentsStatusOf(documents)).toBe(expected ? 'complete' : 'incomplete');
  });

  it('lists the required documents not approved', () => {
    expect(outstandingDocuments([d('approved'), d('pending'), d('rejected'), d('pending', false)])).toEqual([
      d('pending'),
      d('rejected'),
    ]);
  });

  it.each([
    ['approved', 'success'],
    ['pending', 'warning'],
    ['rejected', 'danger'],
    ['anything', 'danger'],
  ])('document status %s is %s', (status, tone) => {
    expect(documentStatusTone(status)).toBe(tone);
  });

  it.each([
    ['cleared', 'success'],
    ['customsReview', 'warning'],
  ] as const)('shipment status %s is %s', (status, tone) => {
    expect(customsStatusTone(status)).toBe(tone);
  });
});

describe('shipments', () => {
  it.each([
    ['CC-2026-003', 'CC-2026-003'],
    [null, 'CC-2026-001'],
    ['', 'CC-2026-001'],
    ['cc-2026-003', 'CC-2026-001'],
    ['<script>', 'CC-2026-001'],
    ['x'.repeat(5000), 'CC-2026-001'],
  ])('?shipment=%j selects %s', (id, expected) => {
    expect(resolveCustomsShipment(id, customsShipments(worldAnchorDay))?.id).toBe(expected);
  });

  it('sample: one with pending documents, one cleared, one ready to submit', () => {
    expect(
      customsShipments(worldAnchorDay).map((s) => [s.id, s.status, documentsStatusOf(s.documents)]),
    ).toEqual([
      ['CC-2026-001', 'customsReview', 'incomplete'],
      ['CC-2026-002', 'cleared', 'complete'],
      ['CC-2026-003', 'customsReview', 'complete'],
    ]);
  });
});

describe('clearance timeline', () => {
  const states = (args: Parameters<typeof clearanceTimeline>) =>
    clearanceTimeline(...args).map((entry) => `${entry.step}:${entry.state}`);
  it.each([
    [
      ['customsReview', false, false],
      [
        'arrived:done',
        'declarationSubmitted:current',
        'dutiesPaid:upcoming',
        'customsReview:upcoming',
        'cleared:upcoming',
      ],
    ],
    [
      ['customsReview', true, false],
      [
        'arrived:done',
        'declarationSubmitted:done',
        'dutiesPaid:current',
        'customsReview:upcoming',
        'cleared:upcoming',
      ],
    ],
    [
      ['customsReview', true, true],
      [
        'arrived:done',
        'declarationSubmitted:done',
        'dutiesPaid:done',
        'customsReview:current',
        'cleared:upcoming',
      ],
    ],
    [
      ['customsReview', false, true],
      [
        'arrived:done',
        'declarationSubmitted:current',
        'dutiesPaid:done',
        'customsReview:upcoming',
        'cleared:upcoming',
      ],
    ],
    [
      ['cleared', false, false],
      ['arrived:done', 'declarationSubmitted:done', 'dutiesPaid:done', 'customsReview:done', 'cleared:done'],
    ],
  ] as const)('%j', (args, expected) => {
    expect(states([...args])).toEqual(expected);
  });
});

describe('what the member did on a shipment, read back from the store', () => {
  const [review, cleared, third] = customsShipments(worldAnchorDay) as [
    CustomsShipment,
    CustomsShipment,
    CustomsShipment,
  ];
  const upload = (shipmentId: string, id: string, fileName: string) => ({
    shipmentId,
    document: uploadedDocument(id, fileName),
  });
  // The store keeps uploads newest first.
  const uploads = [
    upload('CC-2026-001', 'CC-2026-001-U2', 'second.pdf'),
    upload('CC-2026-003', 'CC-2026-003-U1', 'other.pdf'),
    upload('CC-2026-001', 'CC-2026-001-U1', 'first.pdf'),
  ];

  it('an upload joins as a pending, optional document, after the sample ones, oldest first', () => {
    expect(uploadedDocument('X-U1', 'a.pdf')).toEqual({
      id: 'X-U1',
      code: null,
      fileName: 'a.pdf',
      status: 'pending',
      required: false,
    });
    const documents = shipmentDocuments(review, uploads);
    expect(documents.map((document) => document.id)).toEqual([
      ...review.documents.map((document) => document.id),
      'CC-2026-001-U1',
      'CC-2026-001-U2',
    ]);
    expect(shipmentDocuments(cleared, uploads)).toEqual(cleared.documents);
  });

  it.each([
    ['no uploads', [], 'CC-2026-001-U1'],
    ['two on this shipment', uploads, 'CC-2026-001-U3'],
    ['uploads on another shipment only', [upload('CC-2026-003', 'CC-2026-003-U4', 'x')], 'CC-2026-001-U1'],
    ['an id that is not a number', [upload('CC-2026-001', 'CC-2026-001-Ux', 'x')], 'CC-2026-001-U1'],
  ])('next upload id with %s: %s', (_name, kept, id) => {
    expect(nextUploadId('CC-2026-001', kept)).toBe(id);
  });

  it('a declaration is filed when the shipment is cleared or the member submitted it', () => {
    const declarations = [{ shipmentId: 'CC-2026-003', status: 'submitted' as const }];
    expect(isDeclarationFiled(review, declarations)).toBe(false);
    expect(isDeclarationFiled(cleared, [])).toBe(true);
    expect(isDeclarationFiled(third, declarations)).toBe(true);
  });

  it('duties: the estimated total tax in cents, paid once per shipment', () => {
    expect(dutyCents(review)).toBe(2_787_500);
    expect(dutyCents(third)).toBe(5_352_000);
    expect(dutyCents({ ...review, value: 0 })).toBe(null);
    expect(dutyCents({ ...review, value: Number.NaN })).toBe(null);
    expect(dutyEntryId('CC-2026-001')).toBe('DUTY-CC-2026-001');
    const entry = dutyEntry(review, 2_787_500, '2026-11-24T10:00:00.000Z');
    expect(entry).toEqual({
      id: 'DUTY-CC-2026-001',
      kind: 'duty',
      direction: 'out',
      amountCents: 2_787_500,
      feeCents: 0,
      counterparty: customsAuthorityAccount,
      reference: 'CC-2026-001',
      at: '2026-11-24T10:00:00.000Z',
      status: 'completed',
      subject: 'CC-2026-001',
    });
    expect(dutyEntry(review, 1, 'x', 'processing').status).toBe('processing');
  });

  it.each([
    ['nothing paid', review, [], false],
    ['a cleared shipment', cleared, [], true],
    ['its duty entry completed', review, [dutyEntry(review, 1, 'x')], true],
    ['its duty entry processing', review, [dutyEntry(review, 1, 'x', 'processing')], true],
    ['its duty entry failed', review, [{ ...dutyEntry(review, 1, 'x'), status: 'failed' }], false],
    ["another shipment's duties", review, [dutyEntry(third, 1, 'x')], false],
  ] as [string, CustomsShipment, LedgerEntry[], boolean][])(
    'duties paid with %s: %s',
    (_n, shipment, ledger, paid) => {
      expect(areDutiesPaid(shipment, ledger)).toBe(paid);
    },
  );
});
