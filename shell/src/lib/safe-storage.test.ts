import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockSiteStorage } from './block-storage.test-helper';
import { readStored, removeStored, writeStored } from './safe-storage';

describe('safe storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('reads, writes and removes like sessionStorage', () => {
    expect(writeStored('key', 'value')).toBe(true);
    expect(readStored('key')).toBe('value');
    removeStored('key');
    expect(readStored('key')).toBeNull();
  });

  it('behaves as empty storage when the browser blocks site data', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    blockSiteStorage();
    expect(() => window.sessionStorage).toThrow('insecure');
    expect(readStored('key')).toBeNull();
    expect(writeStored('key', 'value')).toBe(false);
    expect(() => removeStored('key')).not.toThrow();
  });
});
