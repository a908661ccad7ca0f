// @vitest-environment node
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { defineFederatedApp, devShellOrigins, ROUTER_EXPORTS } from './federated-app';

const workspace = join(import.meta.dirname, '../..');
const sourceRoots = ['shell', 'mf-home', 'mf-services', 'mf-projects', 'mf-about', 'mf-contact', 'shared'].map((dir) =>
  join(workspace, dir, 'src'),
);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Prerender entries run in Node builds, which bundle their own full router.
    const browserCode =
      /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && entry.name !== 'prerender.tsx';
    return browserCode ? [path] : [];
  });
}

describe('shared router exports', () => {
  it('covers every router import of the site, so the tree-shaken router is enough', () => {
    const used = new Set<string>();
    for (const file of sourceRoots.flatMap(sourceFiles)) {
      for (const match of readFileSync(file, 'utf8').matchAll(
        /import\s*\{([^}]+)\}\s*from\s*'react-router(?:-dom)?'/g,
      )) {
        for (const name of (match[1] ?? '').split(',')) {
          const exported = name
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim();
          if (exported && !/^\s*type\s/.test(name)) used.add(exported);
        }
      }
    }
    expect(used.size).toBeGreaterThan(3);
    expect([...used].filter((name) => !ROUTER_EXPORTS.includes(name))).toEqual([]);
  });
});

describe("a remote's dev server", () => {
  const answersCors = (origin: string, live?: string) =>
    devShellOrigins(live).some((allowed) => (typeof allowed === 'string' ? allowed === origin : allowed.test(origin)));

  it('answers CORS for a local shell, the production shell and the live shell dev:remote names', () => {
    expect(answersCors('http://localhost:3000')).toBe(true);
    expect(answersCors('https://127.0.0.1:7443')).toBe(true);
    expect(answersCors('https://www.codekade.nl')).toBe(true);
    expect(answersCors('https://staging.example', 'https://staging.example/')).toBe(true);
  });

  it('answers no other site, so no page a developer visits can read their code', () => {
    expect(answersCors('https://evil.example')).toBe(false);
    expect(answersCors('http://localhost.evil.example')).toBe(false);
  });
});

describe("a remote's production build", () => {
  it('loads its chunks with CORS, so the page sees what its code throws, not "Script error."', () => {
    const config = defineFederatedApp({
      name: 'mf_about',
      title: 'Over ons',
      exposes: { './routes': './src/routes.tsx' },
    })({
      command: 'build',
      env: 'production',
      envMode: 'production',
      meta: {},
    });
    const federated = config.environments?.federated?.tools?.rspack;
    expect(federated).toMatchObject({ output: { crossOriginLoading: 'anonymous' } });
  });
});

describe('Fast Refresh inside a deployed shell', () => {
  const remoteConfig = (command: 'dev' | 'build') =>
    defineFederatedApp({ name: 'mf_about', title: 'Over ons', exposes: { './routes': './src/routes.tsx' } })({
      command,
      env: command === 'dev' ? 'development' : 'production',
      envMode: command === 'dev' ? 'development' : 'production',
      meta: {},
    });

  it("a dev server for dev:remote puts the remote's routes behind hot-area-routes.tsx (the area reload)", () => {
    vi.stubEnv('AGAINST_LIVE_SHELL', '1');
    try {
      const config = remoteConfig('dev');
      expect(config.resolve?.alias).toMatchObject({
        'codekade-area-routes$': join(workspace, 'mf-about/src/routes.tsx'),
      });
      expect(config.source?.define).toMatchObject({ __CODEKADE_HOT_AREA__: '"mf_about"' });
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("a dev server run in a copy of the remote (the e2e specs' dev:remote --source) takes the copy's routes, not the tree's", () => {
    const copy = join(mkdtempSync(join(tmpdir(), 'codekade-copy-')), 'mf-about');
    mkdirSync(copy);
    writeFileSync(join(copy, 'package.json'), JSON.stringify({ name: 'mf-about' }));
    vi.stubEnv('AGAINST_LIVE_SHELL', '1');
    vi.spyOn(process, 'cwd').mockReturnValue(copy);
    try {
      expect(remoteConfig('dev').resolve?.alias).toMatchObject({
        'codekade-area-routes$': join(copy, 'src/routes.tsx'),
      });
    } finally {
      vi.unstubAllEnvs();
      rmSync(dirname(copy), { recursive: true, force: true });
    }
  });

  it("a remote's own dev server and its production build keep their routes as they are", () => {
    vi.stubEnv('AGAINST_LIVE_SHELL', '');
    try {
      expect(remoteConfig('dev').resolve?.alias).toBeUndefined();
    } finally {
      vi.unstubAllEnvs();
    }
    expect(remoteConfig('build').resolve?.alias).toBeUndefined();
  });

  it("the shell's developer entry is an environment of its own, apart from the visitors' build", () => {
    const config = defineFederatedApp({
      name: 'shell',
      title: 'Codekade',
      serverEntries: { index: './server/index.ts' },
      developerEntry: './src/developer-index.ts',
    })({ command: 'build', env: 'production', envMode: 'production', meta: {} });
    expect(config.environments?.developer).toMatchObject({
      source: { entry: { developer: { import: './src/developer-index.ts', html: false } } },
      output: { distPath: { root: 'dist/developer' }, assetPrefix: '/developer/' },
    });
    expect(config.environments?.web?.source?.entry).toBeUndefined();
  });
});
