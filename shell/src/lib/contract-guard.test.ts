import { CONTRACT_MAJOR } from '@codekade/shared/contract';
import { describe, expect, it } from 'vitest';
import { contractGuardPlugin } from './contract-guard';

type SnapshotArgs = Parameters<NonNullable<ReturnType<typeof contractGuardPlugin>['loadRemoteSnapshot']>>[0];

function snapshotWith(sharedContractMajor: unknown): SnapshotArgs {
  return {
    moduleInfo: { name: 'mf_about', entry: 'http://localhost:3004/mf-manifest.json' },
    manifestJson: { metaData: { buildInfo: { sharedContractMajor } } },
  } as unknown as SnapshotArgs;
}

describe('contract guard', () => {
  const guard = contractGuardPlugin().loadRemoteSnapshot;

  it('lets a remote of the same contract major through', () => {
    const args = snapshotWith(CONTRACT_MAJOR);
    expect(guard?.(args)).toBe(args);
  });

  it.each([CONTRACT_MAJOR + 1, undefined, '1'])('refuses a remote built against major %s', (major) => {
    expect(() => guard?.(snapshotWith(major))).toThrow(/shared contract major/);
  });
});
