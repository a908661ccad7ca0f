import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRemoteOverrides, loadRemoteOverrides, validOverride } from './local-overrides';

const manifest = 'http://localhost:3004/mf-manifest.json';

function visit(search: string): Location {
  window.history.replaceState(null, '', `/over-ons${search}`);
  return window.location;
}

describe('remote overrides', () => {
  beforeEach(() => {
    clearRemoteOverrides();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it.each([
    'http://localhost:3004/mf-manifest.json',
    'http://127.0.0.1:3004/mf-manifest.json',
    'http://[::1]:3004/mf-manifest.json',
  ])('accepts the loopback URL %s', (url) => {
    expect(validOverride('mf_about', url)).toEqual({ name: 'mf_about', url });
  });

  it.each([
    ['mf_about', 'https://remotes.example/mf-manifest.json'],
    ['mf_about', 'http://localhost.example/mf-manifest.json'],
    ['mf_about', 'file:///etc/passwd'],
    ['mf_about', 'niet een url'],
    ['mf_unknown', manifest],
  ])('refuses %s -> %s', (name, url) => {
    expect(validOverride(name, url)).toHaveProperty('problem');
  });

  it('reads an override from the address, keeps it and removes it from the address', () => {
    expect(loadRemoteOverrides(visit(`?remoteOverride=mf_about=${manifest}&x=1`))).toEqual({ mf_about: manifest });
    expect(window.location.search).toBe('?x=1');
    expect(loadRemoteOverrides(visit(''))).toEqual({ mf_about: manifest });
    clearRemoteOverrides();
    expect(loadRemoteOverrides(visit(''))).toEqual({});
  });

  it('ignores and logs a foreign override, also when planted in storage', () => {
    expect(loadRemoteOverrides(visit('?remoteOverride=mf_about=https://evil.example/m.json'))).toEqual({});
    localStorage.setItem('codekade:remote-overrides', JSON.stringify({ mf_home: 'https://evil.example/m.json' }));
    expect(loadRemoteOverrides(visit(''))).toEqual({});
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('only loopback URLs'));
  });
});
