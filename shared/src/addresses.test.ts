import { describe, expect, it } from 'vitest';
import { canonicalPath, canonicalUrl } from './addresses';

describe('canonicalPath', () => {
  it.each([
    ['/', '/'],
    ['/diensten/seo', '/diensten/seo'],
    ['/diensten/seo/', '/diensten/seo'],
    ['/diensten/', '/diensten'],
    ['/over-ons/', '/over-ons'],
    ['/OVER-ONS', '/over-ons'],
    ['/DIENSTEN/SEO', '/diensten/seo'],
    ['/diensten/web%73hop', '/diensten/webshop'],
    ['/diensten//seo', '/diensten/seo'],
    ['//evil.example/x', '/evil.example/x'],
    ['/.//evil.example/x', '/evil.example/x'],
    ['/a/%2e%2e/b', '/a/b'],
    ['/a%2fb', '/a%2Fb'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/100%zz', '/100%25zz'],
  ])('%s is %s', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it('is its own canonical form, so a redirect never loops', () => {
    for (const path of ['/A//b/', '/x%2F%2e', '/100%zz', '/%E2%82%AC', '/a:b', "/it's"]) {
      const once = canonicalPath(path);
      expect(canonicalPath(once)).toBe(once);
      expect(once.startsWith('//')).toBe(false);
    }
  });
});

describe('canonicalUrl', () => {
  it('stays on the site whatever the path holds', () => {
    expect(canonicalUrl('https://www.codekade.nl', '/.//evil.example/x')).toBe(
      'https://www.codekade.nl/evil.example/x',
    );
    expect(canonicalUrl('https://www.codekade.nl/', '//evil.example/')).toBe('https://www.codekade.nl/evil.example');
    expect(canonicalUrl('http://localhost:3000', '/Diensten/SEO/')).toBe('http://localhost:3000/diensten/seo');
  });
});
