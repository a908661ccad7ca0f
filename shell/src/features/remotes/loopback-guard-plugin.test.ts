import { describe, expect, it } from 'vitest';
import { loopbackGuardPlugin } from './loopback-guard-plugin';

type Plugin = ReturnType<typeof loopbackGuardPlugin>;
type HookArgs<Name extends keyof Plugin> = Parameters<
  NonNullable<Extract<Plugin[Name], (...args: never[]) => unknown>>
>;

const guard = loopbackGuardPlugin(new Set(['mf_about']));
const local = 'http://localhost:3104/';

function snapshot(name: string, changes: Record<string, unknown> = {}) {
  return {
    moduleInfo: { name, entry: `${local}mf-manifest.json` },
    remoteSnapshot: {
      publicPath: local,
      remoteEntry: 'remoteEntry.js',
      modules: [{ assets: { js: { sync: ['static/js/routes.js'], async: [] }, css: { sync: [], async: [] } } }],
      shared: [],
      ...changes,
    },
  } as unknown as HookArgs<'loadRemoteSnapshot'>[0];
}

const remoteInfo = (name: string, entry: string) => ({
  name,
  entry,
  type: 'global',
  entryGlobalName: name,
  shareScope: 'default',
});

describe('loopback guard', () => {
  it('lets an overridden remote load from this machine', () => {
    const args = snapshot('mf_about');
    expect(guard.loadRemoteSnapshot?.(args)).toBe(args);
    expect(() =>
      guard.loadEntry?.({ remoteInfo: remoteInfo('mf_about', `${local}remoteEntry.js`) } as never),
    ).not.toThrow();
    expect(() =>
      guard.createScript?.({ url: `${local}static/js/a.js`, remoteInfo: remoteInfo('mf_about', local) } as never),
    ).not.toThrow();
  });

  it.each([
    ['a foreign publicPath', { publicPath: 'https://remotes.example/' }],
    ['a protocol-relative publicPath', { publicPath: '//remotes.example/' }],
    [
      'a protocol-relative asset',
      { publicPath: '', shared: [{ assets: { css: { sync: ['//remotes.example/a.css'] } } }] },
    ],
    ['an absolute foreign entry', { remoteEntry: 'https://remotes.example/remoteEntry.js', publicPath: '' }],
    ['getPublicPath', { publicPath: undefined, getPublicPath: "return 'http://localhost:3104/'" }],
  ])('refuses an overridden remote whose manifest has %s', (_case, changes) => {
    const args = snapshot('mf_about', changes);
    if (changes.publicPath === undefined && 'getPublicPath' in changes)
      delete (args.remoteSnapshot as { publicPath?: string }).publicPath;
    expect(() => guard.loadRemoteSnapshot?.(args)).toThrow(/Remote "mf_about" is overridden to this machine/);
  });

  it('refuses every foreign request of an overridden remote', async () => {
    const info = remoteInfo('mf_about', local) as never;
    const foreign = 'https://remotes.example/remoteEntry.js';
    expect(() => guard.loadEntry?.({ remoteInfo: remoteInfo('mf_about', foreign) } as never)).toThrow(foreign);
    expect(() => guard.afterResolve?.({ remoteInfo: remoteInfo('mf_about', foreign) } as never)).toThrow(foreign);
    expect(() => guard.createScript?.({ url: foreign, remoteInfo: info } as never)).toThrow(foreign);
    expect(() => guard.createLink?.({ url: foreign, remoteInfo: info } as never)).toThrow(foreign);
    expect(() => guard.fetch?.(foreign, {}, info)).toThrow(foreign);
  });

  it('leaves the deployed remotes alone', () => {
    const deployed = remoteInfo('mf_home', 'https://home.codekade.nl/remoteEntry.js') as never;
    expect(() =>
      guard.loadRemoteSnapshot?.(snapshot('mf_home', { publicPath: 'https://home.codekade.nl/' })),
    ).not.toThrow();
    expect(() => guard.loadEntry?.({ remoteInfo: deployed } as never)).not.toThrow();
    expect(() =>
      guard.createScript?.({ url: 'https://home.codekade.nl/a.js', remoteInfo: deployed } as never),
    ).not.toThrow();
  });
});
