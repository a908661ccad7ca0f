import { CONTRACT_MAJOR, SHELL_RUNTIME_LEVEL } from '@codekade/shared/contract';
import { describe, expect, it } from 'vitest';
import { contractGuardPlugin } from './contract-guard';

type SnapshotArgs = Parameters<NonNullable<ReturnType<typeof contractGuardPlugin>['loadRemoteSnapshot']>>[0];

function snapshotWith(sharedContractMajor: unknown, shellRuntimeLevel?: unknown): SnapshotArgs {
  return {
    moduleInfo: { name: 'mf_about', entry: 'http://localhost:3004/mf-manifest.json' },
    manifestJson: { metaData: { buildInfo: { sharedContractMajor, shellRuntimeLevel } } },
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

  it.each([undefined, 0, 1, SHELL_RUNTIME_LEVEL])(
    'lets a remote through that needs shell runtime level %s',
    (level) => {
      const args = snapshotWith(CONTRACT_MAJOR, level);
      expect(guard?.(args)).toBe(args);
    },
  );

  it('refuses a remote whose entry needs more of the federation runtime than this shell gives', () => {
    expect(() => guard?.(snapshotWith(CONTRACT_MAJOR, SHELL_RUNTIME_LEVEL + 1))).toThrow(/Release the shell first/);
  });
});
