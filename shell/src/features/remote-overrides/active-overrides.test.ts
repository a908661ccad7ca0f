import { afterEach, describe, expect, it } from 'vitest';
import { OVERRIDE_PARAM, SESSION_COOKIE, STORAGE_KEY } from '../../lib/override-markers';
import { mayHaveRemoteOverrides } from './active-overrides';

function visit(search: string): Location {
  window.history.replaceState(null, '', `/over-ons${search}`);
  return window.location;
}

afterEach(() => {
  window.sessionStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = `${SESSION_COOKIE}=; Max-Age=0; Path=/`;
});

describe('mayHaveRemoteOverrides', () => {
  it("is false for a visitor's page, which then never loads the override code", () => {
    expect(mayHaveRemoteOverrides(visit('?q=1'))).toBe(false);
  });

  it('is true when the address asks for one, one is stored, or the session cookie is still set', () => {
    expect(mayHaveRemoteOverrides(visit(`?${OVERRIDE_PARAM}=mf_about=http://localhost:3004/mf-manifest.json`))).toBe(
      true,
    );
    window.sessionStorage.setItem(STORAGE_KEY, '{}');
    expect(mayHaveRemoteOverrides(visit(''))).toBe(true);
    window.sessionStorage.clear();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = `${SESSION_COOKIE}=x; Path=/`;
    expect(mayHaveRemoteOverrides(visit(''))).toBe(true);
  });
});
