import { describe, expect, it } from 'vitest';
import { abandonedSharesPlugin } from './abandoned-shares-plugin';

type InitArgs = Parameters<NonNullable<ReturnType<typeof abandonedSharesPlugin>['beforeInitContainer']>>[0];

const factory = () => () => ({});

describe('the shared modules of an abandoned container', () => {
  it('are dropped before the remote starts again: only what it provided and nothing loaded', async () => {
    const shareScope = {
      '@codekade/shared/ui/Icon': {
        '1.0.0': { from: 'mf_home', get: factory, loaded: false, loading: Promise.resolve() },
      },
      '@codekade/shared/ui/Section': {
        '1.0.0': { from: 'mf_home', get: factory, loaded: true, lib: factory },
      },
      react: { '19.3.1': { from: 'shell', get: factory, loaded: false } },
      '@codekade/shared/ui/PageHeading': { '1.0.0': { from: 'mf_services', get: factory } },
    };
    const args = { shareScope, remoteInfo: { name: 'mf_home' } } as unknown as InitArgs;
    expect(await abandonedSharesPlugin().beforeInitContainer?.(args)).toBe(args);
    expect(Object.keys(shareScope['@codekade/shared/ui/Icon'])).toEqual([]);
    expect(Object.keys(shareScope['@codekade/shared/ui/Section'])).toEqual(['1.0.0']);
    expect(Object.keys(shareScope.react)).toEqual(['19.3.1']);
    expect(Object.keys(shareScope['@codekade/shared/ui/PageHeading'])).toEqual(['1.0.0']);
  });
});
