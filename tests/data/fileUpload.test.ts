import { describe, expect, it } from 'vitest';
import {
  defaultDocumentUploadRules,
  extensionOf,
  formatBytes,
  validateUpload,
  type PickedFile,
} from '../../src/data/fileUpload';

const MB = 1024 * 1024;
const file = (name: string, size: number, type = ''): PickedFile => ({ name, size, type });

describe('extensionOf', () => {
  it.each([
    ['invoice.pdf', '.pdf'],
    ['SCAN.JPG', '.jpg'],
    ['archive.tar.gz', '.gz'],
    ['README', ''],
    ['.env', ''],
    ['C:\\fakepath\\bill.docx', '.docx'],
    ['dir/sub/sheet.xlsx', '.xlsx'],
    ['  spaced.csv  ', '.csv'],
    ['', ''],
  ])('%j -> %j', (name, ext) => {
    expect(extensionOf(name)).toBe(ext);
  });
});

describe('validateUpload with the document rules (10 MB; pdf, images, office, csv)', () => {
  const rules = defaultDocumentUploadRules;
  it.each([
    [file('certificate.pdf', 1), { ok: true }],
    [file('certificate.pdf', 10 * MB), { ok: true }], // exactly the limit is accepted
    [file('certificate.pdf', 10 * MB + 1), { ok: false, reason: 'tooLarge' }],
    [file('certificate.pdf', 0), { ok: false, reason: 'empty' }],
    [file('certificate.pdf', Number.NaN), { ok: false, reason: 'empty' }],
    [file('photo.PNG', 2 * MB, 'image/png'), { ok: true }],
    [file('bill.docx', 500), { ok: true }],
    [file('virus.exe', 500), { ok: false, reason: 'wrongType' }],
    [file('virus.exe', 0), { ok: false, reason: 'wrongType' }], // the type is checked first
    [file('no-extension', 500), { ok: false, reason: 'wrongType' }],
    [file('pdf', 500, 'application/pdf'), { ok: false, reason: 'wrongType' }], // the name decides
    [file('<img src=x onerror=alert(1)>.pdf', 500), { ok: true }], // a name is only text
  ])('%j -> %j', (picked, expected) => {
    expect(validateUpload(picked, rules)).toEqual(expected);
  });

  it('documents the limit and types', () => {
    expect(rules.maxBytes).toBe(10 * MB);
    expect(rules.accept).toEqual(['.pdf', '.png', '.jpg', '.jpeg', '.doc', '.docx', '.xlsx', '.csv']);
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [-5, '0 B'],
    [Number.NaN, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * MB, '10 MB'],
    [10 * MB + 1, '10 MB'],
    [3 * 1024 * MB, '3 GB'],
    [5000 * 1024 * MB, '5000 GB'],
  ])('%s -> %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
