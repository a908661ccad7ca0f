// @vitest-environment node
import { siteAreas } from '@codekade/platform/site-menus';
import { CONTRACT_MAJOR } from '@codekade/shared/contract';
import { describe, expect, it } from 'vitest';
import { remoteContractProblems, sharedProblems } from './remote-contract';

const buildId = 'build-1';
const assets = (js: string[] = []) => ({ js: { sync: js, async: [] }, css: { sync: [], async: [] } });
const shared = (name: string, version: string, singleton = true) => ({
  name,
  version,
  singleton,
  requiredVersion: `^${version.split('.')[0]}.0.0`,
  assets: assets([`static/js/${name.replaceAll('/', '_')}.js`]),
});

type BuildFiles = Record<string, Record<string, unknown>> &
  Record<
    'mf-manifest.json' | 'ssr/index.json' | 'ssr/pages/over-ons.json' | 'ssr/not-found/0.json',
    Record<string, unknown>
  >;

/** A remote's build as `pnpm build` writes it (the fields the shell reads), changed by `change`. */
function aboutBuild(change: (files: BuildFiles) => void = () => undefined) {
  const page = (path: string, status: number) => ({
    remote: 'mf_about',
    buildId,
    path,
    status,
    head: { title: 'Over Ons', description: 'Het verhaal' },
    html: '<main><h1>Over ons</h1></main>',
    resourceHints: '',
    css: 'h1{color:red}',
    preload: { scripts: ['remoteEntry.js'], styles: [] },
  });
  const files: BuildFiles = {
    'mf-manifest.json': {
      name: 'mf_about',
      metaData: {
        name: 'mf_about',
        publicPath: 'auto',
        remoteEntry: { name: 'remoteEntry.js', path: '' },
        buildInfo: { sharedContractMajor: CONTRACT_MAJOR, shellRuntimeLevel: 2, buildId },
      },
      shared: [shared('react', '19.3.1'), shared('react-dom', '19.3.1'), shared('zustand', '5.1.0')],
      exposes: [{ path: './routes', assets: assets(['static/js/routes.js']) }],
    },
    'ssr/index.json': {
      remote: 'mf_about',
      buildId,
      pages: ['/over-ons'],
      notFound: [{ pattern: '/over-ons/*', file: 'ssr/not-found/0.json' }],
      redirects: [],
    },
    'ssr/pages/over-ons.json': page('/over-ons', 200),
    'ssr/not-found/0.json': page('/over-ons/x', 404),
  };
  change(files);
  return {
    remote: 'mf_about' as const,
    areas: siteAreas,
    readJson: async (file: string) => {
      if (!(file in files)) throw new Error(`${file} is missing`);
      return structuredClone(files[file]);
    },
    shellManifest: {
      metaData: { buildInfo: { sharedContractMajor: CONTRACT_MAJOR, shellRuntimeLevel: 2 } },
      shared: [shared('react', '19.3.1'), shared('react-dom', '19.3.1'), shared('zustand', '5.1.0')],
    },
  };
}

const manifestOf = (files: BuildFiles) =>
  files['mf-manifest.json'] as { metaData: Record<string, unknown>; exposes: unknown[]; shared: unknown[] };

describe('contract check of a remote build', () => {
  it('passes a build the shell accepts', async () => {
    expect(await remoteContractProblems(aboutBuild())).toEqual([]);
  });

  it.each([
    [
      'a renamed expose',
      (files: BuildFiles) => {
        manifestOf(files).exposes = [{ path: './pages', assets: assets() }];
      },
      /exposes no "\.\/routes"/,
    ],
    [
      'another contract major',
      (files: BuildFiles) => {
        manifestOf(files).metaData.buildInfo = { sharedContractMajor: CONTRACT_MAJOR + 1, buildId };
      },
      /contract major 2, not 1/,
    ],
    [
      'an entry that needs more of the federation runtime than the shell gives',
      (files: BuildFiles) => {
        manifestOf(files).metaData.buildInfo = {
          sharedContractMajor: CONTRACT_MAJOR,
          shellRuntimeLevel: 3,
          buildId,
        };
      },
      /level 3, the shell as built gives 2: release the shell first/,
    ],
    [
      'files on another host',
      (files: BuildFiles) => {
        manifestOf(files).metaData.publicPath = 'https://cdn.example/';
      },
      /not on https:\/\/codekade-about\.web\.app/,
    ],
    [
      "another remote's name",
      (files: BuildFiles) => {
        files['mf-manifest.json'].name = 'mf_home';
      },
      /named mf_home/,
    ],
    [
      'a page of another area',
      (files: BuildFiles) => {
        (files['ssr/index.json'].pages as string[]).push('/contact');
      },
      /prerendered \/contact/,
    ],
    [
      'a fragment with a script',
      (files: BuildFiles) => {
        files['ssr/pages/over-ons.json'].html = '<script>alert(1)</script>';
      },
      /holds a <script>/,
    ],
    [
      'a fragment of another build',
      (files: BuildFiles) => {
        files['ssr/not-found/0.json'].buildId = 'build-0';
      },
      /another build/,
    ],
    [
      'a missing not-found fragment',
      (files: BuildFiles) => {
        Reflect.deleteProperty(files, 'ssr/not-found/0.json');
      },
      /ssr\/not-found\/0\.json is missing/,
    ],
  ])('fails on %s', async (_case, change, problem) => {
    expect((await remoteContractProblems(aboutBuild(change))).join('\n')).toMatch(problem);
  });
});

describe('shared packages', () => {
  const shell = { shared: [shared('react', '19.3.1'), shared('react-dom', '19.3.1')] };

  it('passes matching singletons', () => {
    expect(sharedProblems(shell, shell)).toEqual([]);
  });

  it('names a package that is not a singleton, an unshared React and versions outside the ranges', () => {
    const remote = { shared: [shared('react', '18.3.1'), shared('zustand', '5.1.0', false)] };
    expect(sharedProblems(remote, shell)).toEqual([
      'it does not share react-dom, so it would run a second copy',
      'it requires react ^18.0.0, the shell provides 19.3.1',
      'it provides react 18.3.1, the shell requires ^19.0.0',
      'it shares zustand without singleton: true',
    ]);
  });
});
