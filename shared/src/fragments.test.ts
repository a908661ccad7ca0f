import { describe, expect, it } from 'vitest';
import { fragmentFileFor, matchesPathPattern, parseFragmentIndex, slotFragmentFileFor } from './fragments';

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

describe('slot fragments in the index', () => {
  const index = { remote: 'mf_projects', buildId: 'b1', pages: ['/projecten'], notFound: [], redirects: [] };

  it('files a slot under ssr/slots', () => {
    expect(slotFragmentFileFor('recent-work')).toBe('ssr/slots/recent-work.json');
  });

  it('reads the slots an index lists, and an index of a build from before slots', () => {
    expect(parseFragmentIndex({ ...index, slots: ['recent-work'] }, 'mf_projects', 'x').slots).toEqual(['recent-work']);
    expect(parseFragmentIndex(index, 'mf_projects', 'x').slots).toBeUndefined();
  });

  it.each([[['../../etc']], [['constructor']], ['recent-work'], [[1]]])('refuses slots %j', (slots) => {
    expect(() => parseFragmentIndex({ ...index, slots }, 'mf_projects', 'x')).toThrow(/slots must list known/);
  });
});
