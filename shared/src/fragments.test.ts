import { describe, expect, it } from 'vitest';
import { fragmentFileFor, matchesPathPattern } from './fragments';

describe('fragment paths', () => {
  it('files every page under ssr/pages', () => {
    expect(fragmentFileFor('/')).toBe('ssr/pages/index.json');
    expect(fragmentFileFor('/diensten/seo')).toBe('ssr/pages/diensten/seo.json');
  });

  it.each([
    ['/diensten/:serviceName', '/diensten/onbekend', true],
    ['/diensten/:serviceName', '/diensten', false],
    ['/diensten/:serviceName', '/diensten/a/b', false],
    ['/diensten/*', '/diensten/a/b', true],
    ['/diensten/*', '/diensten', false],
    ['/projecten/websites/:id', '/projecten/webshops/1', false],
  ])('%s matches %s: %s', (pattern, path, expected) => {
    expect(matchesPathPattern(pattern, path)).toBe(expected);
  });
});
