import { describe, expect, it } from 'vitest';
import { loopbackGuardPlugin } from './loopback-guard-plugin';

type Plugin = ReturnType<typeof loopbackGuardPlugin>;
type HookArgs<Name extends keyof Plugin> = Parameters<
  NonNullable<Extract<Plugin[Name], (...args: never[]) => unknown>>
>;

const guard = loopbackGuardPlugin({ mf_about: 'http://localhost:3104/mf-manifest.json' });
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
    expect(() => guard.loadRemoteSnapshot?.(args)).toThrow(/Remote "mf_about" is overridden, but/);
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

  it('keeps a preview channel override on that channel', () => {
    const channel = 'https://codekade-about--pr-3-q7r8s9t0.web.app/';
    const previewGuard = loopbackGuardPlugin({ mf_about: `${channel}mf-manifest.json` });
    const info = remoteInfo('mf_about', channel) as never;
    const args = snapshot('mf_about', { publicPath: channel });
    expect(previewGuard.loadRemoteSnapshot?.(args)).toBe(args);
    expect(() =>
      previewGuard.createScript?.({ url: `${channel}static/js/a.js`, remoteInfo: info } as never),
    ).not.toThrow();
    for (const elsewhere of [
      `${local}static/js/a.js`,
      'https://codekade-about--pr-4-z1y2x3w4.web.app/static/js/a.js',
    ]) {
      expect(() => previewGuard.createScript?.({ url: elsewhere, remoteInfo: info } as never)).toThrow(elsewhere);
    }
    expect(() => previewGuard.loadRemoteSnapshot?.(snapshot('mf_about', { publicPath: local }))).toThrow(
      /not on https:\/\/codekade-about--pr-3-q7r8s9t0\.web\.app/,
    );
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
