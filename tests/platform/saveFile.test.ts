import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../src/platform/saveFile';

describe('saveFile', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  function spyOnDownload() {
    vi.useFakeTimers();
    const blobs: Blob[] = [];
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:saved-file';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    return { blobs, create, revoke, clicked };
  }

  it('clicks a hidden download link with the name, then removes it and releases the URL', async () => {
    const { blobs, revoke, clicked } = spyOnDownload();
    saveFile({ name: 'report.csv', content: '\ufeffa,b\n1,2', type: 'text/csv;charset=utf-8' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('report.csv');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:saved-file');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0]?.text()).toBe('\ufeffa,b\n1,2');
    expect(revoke).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledWith('blob:saved-file');
  });

  it('joins several parts', async () => {
    const { blobs } = spyOnDownload();
    saveFile({ name: 'notes.txt', content: ['one ', 'two'], type: 'text/plain' });
    expect(await blobs[0]?.text()).toBe('one two');
  });

  it('still removes the link and releases the URL when the click throws', () => {
    const { revoke } = spyOnDownload();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => saveFile({ name: 'x.txt', content: 'x', type: 'text/plain' })).toThrow('blocked');
    expect(document.querySelector('a[download]')).toBeNull();
    vi.runAllTimers();
    expect(revoke).toHaveBeenCalledTimes(1);
  });
});
