import { CONTRACT_MAJOR } from '@codekade/shared/contract';
import { describe, expect, it } from 'vitest';
import { overrideManifestProblem } from './override-verification';

const manifestUrl = 'http://localhost:3104/mf-manifest.json';

function manifest(metaData: Record<string, unknown> = {}, rest: Record<string, unknown> = {}) {
  return {
    metaData: {
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      buildInfo: { sharedContractMajor: CONTRACT_MAJOR },
      ...metaData,
    },
    shared: [{ assets: { js: { sync: ['static/js/react.js'], async: [] }, css: { sync: [], async: [] } } }],
    exposes: [
      { path: './routes', assets: { js: { sync: ['static/js/routes.js'], async: [] }, css: { sync: [], async: [] } } },
    ],
    ...rest,
  };
}

describe('override manifest check', () => {
  it('accepts a manifest whose files all come from this machine', () => {
    expect(overrideManifestProblem(manifest(), manifestUrl)).toBeUndefined();
    expect(overrideManifestProblem(manifest({ publicPath: 'http://127.0.0.1:3104/' }), manifestUrl)).toBeUndefined();
  });

  it('accepts a preview channel manifest whose files all come from that channel', () => {
    const preview = 'https://codekade-about--pr-7-x1y2z3w4.web.app/mf-manifest.json';
    expect(overrideManifestProblem(manifest(), preview)).toBeUndefined();
  });

  it.each([
    ['this machine', 'http://localhost:3104/'],
    ['another channel', 'https://codekade-about--pr-8-z9y8x7w6.web.app/'],
    ['the live site', 'https://codekade-about.web.app/'],
  ])('refuses a preview channel manifest that loads files from %s', (_case, publicPath) => {
    const preview = 'https://codekade-about--pr-7-x1y2z3w4.web.app/mf-manifest.json';
    expect(overrideManifestProblem(manifest({ publicPath }), preview)).toMatch(/not on https:\/\/codekade-about--pr-7/);
  });

  it.each([
    ['no object', []],
    ['no metaData', { shared: [], exposes: [] }],
    ['no routes', manifest({}, { exposes: [] })],
    ['another contract major', manifest({ buildInfo: { sharedContractMajor: CONTRACT_MAJOR + 1 } })],
    ['a foreign publicPath', manifest({ publicPath: 'https://remotes.example/' })],
    ['a protocol-relative publicPath', manifest({ publicPath: '//remotes.example/' })],
    [
      'getPublicPath',
      { ...manifest(), metaData: { ...manifest().metaData, publicPath: undefined, getPublicPath: 'x' } },
    ],
  ])('refuses %s', (_case, json) => {
    expect(overrideManifestProblem(json, manifestUrl)).toEqual(expect.any(String));
  });
});
