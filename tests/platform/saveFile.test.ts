import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextFrame, saveFile } from '../../src/platform/saveFile';

describe('saveFile', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  function spyOnDownload() {
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
    // Holds the release until the test runs it, as the browser's next frame would.
    const pending: (() => void)[] = [];
    const schedule = (release: () => void) => {
      pending.push(release);
    };
    return { blobs, create, revoke, clicked, pending, schedule };
  }

  it('clicks a hidden download link with the name, then removes it and releases the URL once scheduled', async () => {
    const { blobs, revoke, clicked, pending, schedule } = spyOnDownload();
    saveFile({ name: 'report.csv', content: '\ufeffa,b\n1,2', type: 'text/csv;charset=utf-8' }, schedule);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('report.csv');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:saved-file');
    expect(clicked[0]?.isConnected).toBe(false);
    expect(blobs[0]?.type).toBe('text/csv;charset=utf-8');
    expect(await blobs[0]?.text()).toBe('\ufeffa,b\n1,2');
    expect(revoke).not.toHaveBeenCalled();
    expect(pending).toHaveLength(1);
    pending[0]?.();
    expect(revoke).toHaveBeenCalledWith('blob:saved-file');
  });

  it('joins several parts', async () => {
    const { blobs, schedule } = spyOnDownload();
    saveFile({ name: 'notes.txt', content: ['one ', 'two'], type: 'text/plain' }, schedule);
    expect(await blobs[0]?.text()).toBe('one two');
  });

  it('still removes the link and schedules the release when the click throws', () => {
    const { revoke, pending, schedule } = spyOnDownload();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(() => saveFile({ name: 'x.txt', content: 'x', type: 'text/plain' }, schedule)).toThrow('blocked');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(pending).toHaveLength(1);
    pending[0]?.();
    expect(revoke).toHaveBeenCalledTimes(1);
  });

  it('by default releases the URL on the next animation frame, not on a timer', () => {
    const { revoke } = spyOnDownload();
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const timeout = vi.spyOn(window, 'setTimeout');
    saveFile({ name: 'x.txt', content: 'x', type: 'text/plain' });
    expect(frame).toHaveBeenCalledTimes(1);
    expect(timeout).not.toHaveBeenCalled();
    expect(revoke).not.toHaveBeenCalled();
    frames[0]?.(0);
    expect(revoke).toHaveBeenCalledWith('blob:saved-file');
  });

  it('the next-frame scheduler runs the release only when the frame comes', () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return 1;
    });
    const release = vi.fn();
    nextFrame(release);
    expect(release).not.toHaveBeenCalled();
    frames[0]?.(16);
    expect(release).toHaveBeenCalledTimes(1);
  });
});
