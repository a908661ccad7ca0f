import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockLocalStorage } from './block-storage.test-helper';
import { readStored, removeStored, writeStored } from './safe-storage';

describe('safe storage', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('reads, writes and removes like localStorage', () => {
    expect(writeStored('key', 'value')).toBe(true);
    expect(readStored('key')).toBe('value');
    removeStored('key');
    expect(readStored('key')).toBeNull();
  });

  it('behaves as empty storage when the browser blocks site data', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    blockLocalStorage();
    expect(() => window.localStorage).toThrow('insecure');
    expect(readStored('key')).toBeNull();
    expect(writeStored('key', 'value')).toBe(false);
    expect(() => removeStored('key')).not.toThrow();
  });
});
