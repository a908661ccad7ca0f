import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  isMissingFileError,
  loadFromLiveRelease,
  reportMissingFile,
  setMissingFileHandler,
  urlOfMissingFile,
} from './release-recovery';

const chunkError = (url: string) =>
  Object.assign(new Error(`Loading chunk 8 failed.\n(error: ${url})`), { name: 'ChunkLoadError', request: url });
const cssChunkError = new Error('Loading CSS chunk a failed.\n(http://localhost:3000/static/css/async/a.1.css)');

afterEach(() => {
  setMissingFileHandler(async () => false);
});

describe('a file that did not load', () => {
  it('is told apart from other errors, with its URL', () => {
    expect(isMissingFileError(chunkError('http://localhost:3001/static/js/async/8.1.js'))).toBe(true);
    expect(isMissingFileError(cssChunkError)).toBe(true);
    expect(isMissingFileError(new TypeError('x is not a function'))).toBe(false);
    expect(urlOfMissingFile(chunkError('http://localhost:3001/static/js/async/8.1.js'))).toBe(
      'http://localhost:3001/static/js/async/8.1.js',
    );
    expect(urlOfMissingFile(cssChunkError)).toBe('http://localhost:3000/static/css/async/a.1.css');
    // The federation runtime's error for a remote entry that did not load quotes its URL as JSON.
    const entryError = new Error(
      '[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008\n' +
        'args: {"remoteName":"mf_about","resourceUrl":"http://localhost:3004/v/b1/remoteEntry.js"}\n' +
        'View the docs to see how to solve: https://module-federation.io/guide/troubleshooting/runtime/RUNTIME-008',
    );
    expect(urlOfMissingFile(entryError)).toBe('http://localhost:3004/v/b1/remoteEntry.js');
  });

  it('is reported to the shell, never a plain error, and a failing handler counts as "not recovered"', async () => {
    const handler = vi.fn(async () => true);
    setMissingFileHandler(handler);
    expect(await reportMissingFile(new Error('boom'))).toBe(false);
    expect(await reportMissingFile(cssChunkError)).toBe(true);
    expect(handler).toHaveBeenCalledWith(cssChunkError, 'area');
    setMissingFileHandler(async () => {
      throw new Error('manifest unreadable');
    });
    expect(await reportMissingFile(cssChunkError)).toBe(false);
  });

  it('is loaded once more from the live release, only when the shell moved the code to it', async () => {
    const handler = vi.fn(async () => true);
    setMissingFileHandler(handler);
    const load = vi.fn().mockRejectedValueOnce(cssChunkError).mockResolvedValueOnce('firebase');
    expect(await loadFromLiveRelease(load)).toBe('firebase');
    expect(handler).toHaveBeenCalledWith(cssChunkError, 'code');

    setMissingFileHandler(async () => false);
    await expect(loadFromLiveRelease(() => Promise.reject(cssChunkError))).rejects.toBe(cssChunkError);
  });
});
