import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IdText, withIds } from '../../src/components/primitives/IdText';
import { splitIds } from '../../src/i18n/idText';

const ids = (text: string) =>
  splitIds(text)
    .filter((part) => part.id)
    .map((part) => part.text);

describe('splitIds', () => {
  it.each([
    ['Payment for steel shipment #SH-2026-009', ['#SH-2026-009']],
    ['دفعة شحنة الصلب #SH-2026-009', ['#SH-2026-009']],
    ['Shipment SRT-2026-001866: temperature reading is critical', ['SRT-2026-001866']],
    ['Declaration for SH-2026-006 submitted. Reference DEC-SH-2026-006.', ['SH-2026-006', 'DEC-SH-2026-006']],
    ['Batch B-2026-1107 ships as SH-2026-006', ['B-2026-1107', 'SH-2026-006']],
    ['报关单SH-2026-006已提交', ['SH-2026-006']],
    ['(SH-2026-010)', ['SH-2026-010']],
    ['Document DOC-001 expired', ['DOC-001']],
    ['Погрузчик AGV-7', ['AGV-7']],
    ['AGV-7 叉车', ['AGV-7']],
    ['an ERC-20 token', ['ERC-20']],
  ])('finds the ids of %j', (text, expected) => {
    expect(ids(text)).toEqual(expected);
  });

  it.each([
    'Hot-rolled steel coils',
    'ISO 9001 certified',
    'EN-US',
    'SH-2026-09',
    'A-7',
    'AGV-7x',
    'AGV-',
    'xSH-2026-009',
    'SH-2026-009x',
    'SH-2026-009-',
    'a # SH',
    '',
    '#',
    '12-345',
  ])('finds no id in %j', (text) => {
    expect(ids(text)).toEqual([]);
  });

  it('gives back the sentence unchanged when the parts are joined', () => {
    const sentence = 'Duties of SDR 1.00 paid for SH-2026-009 (#SRT-2026-001866), see B-2026-1107.';
    expect(
      splitIds(sentence)
        .map((part) => part.text)
        .join(''),
    ).toBe(sentence);
  });

  it('reads a 100 kB paste in linear time', () => {
    const paste = 'SH-'.repeat(35_000) + 'A-'.repeat(10_000);
    const started = performance.now();
    expect(ids(paste)).toEqual([]);
    // Linear takes milliseconds; a backtracking (quadratic) reader takes minutes on this paste. The
    // margin is for a loaded shared machine, where a linear read once took 620 ms.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('IdText and withIds', () => {
  it('shows an id isolated left to right, its # inside, on one line', () => {
    const { container } = render(<p>{withIds('دفعة شحنة الصلب #SH-2026-009')}</p>);
    const id = container.querySelector('bdi[data-id-text]');
    expect(id?.textContent).toBe('#SH-2026-009');
    expect(id?.getAttribute('dir')).toBe('ltr');
    expect(getComputedStyle(id!).whiteSpace).toBe('nowrap');
    expect(container.textContent).toBe('دفعة شحنة الصلب #SH-2026-009');
  });

  it('leaves a sentence without ids as plain text', () => {
    expect(withIds('Escrow deposit - copper cathodes')).toBe('Escrow deposit - copper cathodes');
  });

  it('renders an id given by itself', () => {
    const { container } = render(<IdText>SH-2026-006</IdText>);
    expect(container.querySelector('bdi')?.textContent).toBe('SH-2026-006');
  });
});
