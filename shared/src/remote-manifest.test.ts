import { describe, expect, it } from 'vitest';
import { manifestBuildInfo } from './remote-manifest';

describe('manifestBuildInfo', () => {
  it('reads each field the build writes', () => {
    const buildInfo = {
      sharedContractMajor: 1,
      shellRuntimeLevel: 2,
      buildId: 'b1',
      version: '1.0.0',
      commit: 'abc',
      buildTime: 'now',
    };
    expect(manifestBuildInfo({ metaData: { buildInfo } })).toEqual(buildInfo);
  });

  it('gives undefined for a field of another type and for a manifest without build info (data from outside)', () => {
    expect(manifestBuildInfo({ metaData: { buildInfo: { sharedContractMajor: '1', buildId: 7 } } })).toMatchObject({
      sharedContractMajor: undefined,
      buildId: undefined,
    });
    for (const manifest of [null, undefined, 'x', {}, { metaData: null }, { metaData: { buildInfo: 'x' } }]) {
      expect(manifestBuildInfo(manifest)).toEqual({});
    }
  });
});
