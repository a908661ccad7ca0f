// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { remoteApps } from '@codekade/shared/apps';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Two conventions the linter holds every remote to. Import boundaries keep every deployable app
 * independent: a remote imports only its own files and
 * @codekade/shared, the shell imports no remote, @codekade/shared imports no app; inside the shell,
 * app → features → components/lib/content, and a feature uses another only through its index.ts. These tests lint
 * probe files with the repository's own biome.json (copied into a temporary folder that mirrors the
 * workspace layout, so nothing is written into the working tree) and expect the boundary rule to
 * refuse each crossing and to accept the imports each app is meant to make. File names say what a
 * file is: PascalCase components and pages, camelCase hooks (useThing), kebab-case everything else,
 * the shell's content files too.
 */

const repoRoot = join(import.meta.dirname, '../..');
const biomeBin = join(repoRoot, 'node_modules/.bin/biome');
const BOUNDARY_RULE = 'lint/style/noRestrictedImports';
const NAMING_RULE = 'lint/style/useFilenamingConvention';

type Probe = { file: string; specifier: string; allowed: boolean };

const [firstRemote, secondRemote] = remoteApps;
const remoteProbes: Probe[] = remoteApps.flatMap(({ dir }) => {
  const otherRemote = dir === firstRemote.dir ? secondRemote.dir : firstRemote.dir;
  const file = `${dir}/src/components/BoundaryProbe.ts`;
  return [
    { file, specifier: `../../../${otherRemote}/src/content/probe`, allowed: false },
    { file, specifier: `${otherRemote}/src/content/probe`, allowed: false },
    { file, specifier: 'mf_other/routes', allowed: false },
    { file, specifier: '../../../shell/src/app/App', allowed: false },
    { file, specifier: '../../../shared/src/routes', allowed: false },
    { file, specifier: '../../../platform/lib/apps.mjs', allowed: false },
    { file, specifier: '../../../scripts/start.mjs', allowed: false },
    { file, specifier: '@codekade/shared/routes', allowed: true },
    { file, specifier: '../content/probe', allowed: true },
    { file, specifier: 'react', allowed: true },
  ];
});

const shellFile = 'shell/src/features/layout/BoundaryProbe.ts';
const shellAppFile = 'shell/src/app/BoundaryProbe.ts';
const shellServerFile = 'shell/server/boundary-probe.ts';
const shellLibFile = 'shell/src/lib/boundary-probe.ts';
const shellComponentFile = 'shell/src/components/BoundaryProbe.ts';
const sharedFile = 'shared/src/ui/BoundaryProbe.ts';
const e2eFile = 'e2e/tests/boundary-probe.spec.ts';
const remoteConfigFile = `${firstRemote.dir}/boundary-probe.config.ts`;
const platformFile = 'platform/lib/boundary-probe.mjs';
const probes: Probe[] = [
  ...remoteProbes,
  { file: shellFile, specifier: `../../../../${firstRemote.dir}/src/routes`, allowed: false },
  { file: shellFile, specifier: `${firstRemote.name}/routes`, allowed: false },
  { file: shellFile, specifier: '../../../../shared/src/routes', allowed: false },
  { file: shellFile, specifier: '@codekade/shared/routes', allowed: true },
  { file: shellFile, specifier: './navigation', allowed: true },
  // Zones inside the shell: app → features → components, lib, content; a feature reaches another
  // feature only through its public module (its index.ts).
  { file: shellFile, specifier: '../remotes/remote-loader', allowed: false },
  { file: shellFile, specifier: '../shell-release/AppErrorBoundary', allowed: false },
  { file: shellFile, specifier: '../../features/remotes/remote-loader', allowed: false },
  { file: shellFile, specifier: '../../app/Layout', allowed: false },
  { file: shellFile, specifier: '../remotes', allowed: true },
  { file: shellFile, specifier: '../../lib/composition-data', allowed: true },
  { file: shellFile, specifier: '../../components/LoadingScreen', allowed: true },
  { file: shellFile, specifier: '../../content/layout-texts', allowed: true },
  { file: shellAppFile, specifier: '../features/remotes/RemoteArea', allowed: false },
  { file: shellAppFile, specifier: '../features/remotes', allowed: true },
  { file: shellAppFile, specifier: './Layout', allowed: true },
  { file: shellServerFile, specifier: '../src/features/remote-overrides/local-overrides', allowed: false },
  { file: shellServerFile, specifier: '../src/features/remote-overrides', allowed: true },
  { file: shellServerFile, specifier: '../src/app/Layout', allowed: true },
  { file: shellLibFile, specifier: '../features/remotes', allowed: false },
  { file: shellLibFile, specifier: '../app/Layout', allowed: false },
  { file: shellLibFile, specifier: './build-ids', allowed: true },
  { file: shellComponentFile, specifier: '../features/layout', allowed: false },
  { file: shellComponentFile, specifier: '../lib/safe-storage', allowed: true },
  { file: shellComponentFile, specifier: `../../../${firstRemote.dir}/src/routes`, allowed: false },
  // @codekade/platform: apps and tests use it by package name (its exports); it imports no app.
  { file: shellServerFile, specifier: '../../platform/lib/security-headers.mjs', allowed: false },
  { file: shellServerFile, specifier: '@codekade/platform/security-headers', allowed: true },
  { file: remoteConfigFile, specifier: '../platform/build/federated-app', allowed: false },
  { file: remoteConfigFile, specifier: '@codekade/platform/build/federated-app', allowed: true },
  { file: e2eFile, specifier: '../../platform/lib/static-site.mjs', allowed: false },
  { file: e2eFile, specifier: '@codekade/platform/static-site', allowed: true },
  { file: platformFile, specifier: '../../shell/server/composer', allowed: false },
  { file: platformFile, specifier: `../../${firstRemote.dir}/src/content/probe`, allowed: false },
  { file: platformFile, specifier: '../../e2e/support/site', allowed: false },
  { file: platformFile, specifier: '../../scripts/start.mjs', allowed: false },
  { file: platformFile, specifier: '@codekade/shared/fragments', allowed: true },
  { file: platformFile, specifier: './run.mjs', allowed: true },
  { file: sharedFile, specifier: `../../../${firstRemote.dir}/src/routes`, allowed: false },
  { file: sharedFile, specifier: '../../../shell/src/app/App', allowed: false },
  { file: sharedFile, specifier: 'shell', allowed: false },
  { file: sharedFile, specifier: '../routes', allowed: true },
  // Browser specs read the texts they look for from the content files, the shell's as the remotes'.
  { file: e2eFile, specifier: '../../shell/src/content/layout-texts', allowed: true },
  { file: e2eFile, specifier: `../../${firstRemote.dir}/src/content/probe`, allowed: true },
];

type NamedFile = { file: string; allowed: boolean };

const namedFiles: NamedFile[] = [
  ...remoteApps.flatMap(({ dir }) => [
    { file: `${dir}/src/components/ContactPanel.tsx`, allowed: true },
    { file: `${dir}/src/components/contact-panel.tsx`, allowed: false },
    { file: `${dir}/src/pages/PricingPage.tsx`, allowed: true },
    { file: `${dir}/src/pages/pricingPage.tsx`, allowed: false },
    { file: `${dir}/src/hooks/useScrollState.ts`, allowed: true },
    { file: `${dir}/src/hooks/use-scroll-state.ts`, allowed: false },
    { file: `${dir}/src/content/price-list.ts`, allowed: true },
    { file: `${dir}/src/content/priceList.ts`, allowed: false },
    { file: `${dir}/src/lib/price-format.ts`, allowed: true },
    { file: `${dir}/src/lib/PriceFormat.ts`, allowed: false },
  ]),
  { file: 'shell/src/content/price-list.ts', allowed: true },
  { file: 'shell/src/content/priceList.ts', allowed: false },
];

type Diagnostic = { category: string; location: { path: string; start: { line: number } } };

let workspace: string;
let refused: Set<string>;
let misnamed: Set<string>;

/** One probe file per folder, one import per line; the key names the file and the line. */
const keyOf = (file: string, line: number) => `${file}:${line}`;

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'import-boundaries-'));
  const config = JSON.parse(readFileSync(join(repoRoot, 'biome.json'), 'utf8'));
  // The copy lives outside git; every other setting, the overrides above all, stays as committed.
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(join(workspace, 'biome.json'), JSON.stringify(config));

  const linesByFile = new Map<string, string[]>();
  for (const probe of probes) {
    const lines = linesByFile.get(probe.file) ?? [];
    lines.push(`export * as probe${lines.length} from '${probe.specifier}';`);
    linesByFile.set(probe.file, lines);
  }
  for (const { file } of namedFiles) linesByFile.set(file, ['export const probe = 1;']);
  for (const [file, lines] of linesByFile) {
    mkdirSync(dirname(join(workspace, file)), { recursive: true });
    writeFileSync(join(workspace, file), `${lines.join('\n')}\n`);
  }

  let report: string;
  try {
    report = execFileSync(biomeBin, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: workspace,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch (error) {
    // biome exits non-zero when it finds errors; its report is still on stdout.
    report = (error as { stdout: string }).stdout;
  }
  const diagnostics = (JSON.parse(report) as { diagnostics: Diagnostic[] }).diagnostics;
  refused = new Set(
    diagnostics
      .filter((diagnostic) => diagnostic.category === BOUNDARY_RULE)
      .map((diagnostic) => keyOf(diagnostic.location.path, diagnostic.location.start.line)),
  );
  misnamed = new Set(
    diagnostics
      .filter((diagnostic) => diagnostic.category === NAMING_RULE)
      .map((diagnostic) => diagnostic.location.path),
  );
}, 30_000);

afterAll(() => {
  rmSync(workspace, { recursive: true, force: true });
});

describe('import boundaries (biome noRestrictedImports)', () => {
  const lineOf = (probe: Probe) => probes.filter((other) => other.file === probe.file).indexOf(probe) + 1;

  it.each(probes.filter((probe) => !probe.allowed))('refuses $file importing $specifier', (probe) => {
    expect(refused.has(keyOf(probe.file, lineOf(probe)))).toBe(true);
  });

  it.each(probes.filter((probe) => probe.allowed))('accepts $file importing $specifier', (probe) => {
    expect(refused.has(keyOf(probe.file, lineOf(probe)))).toBe(false);
  });
});

describe('file names (biome useFilenamingConvention)', () => {
  it.each(namedFiles.filter((named) => !named.allowed))('refuses $file', ({ file }) => {
    expect(misnamed.has(file)).toBe(true);
  });

  it.each(namedFiles.filter((named) => named.allowed))('accepts $file', ({ file }) => {
    expect(misnamed.has(file)).toBe(false);
  });
});

describe('@codekade/platform exports (apps reach nothing else of it)', () => {
  const requireFromShell = createRequire(join(repoRoot, 'shell/package.json'));

  it('resolves what it exports and refuses its internals', () => {
    expect(requireFromShell.resolve('@codekade/platform/security-headers')).toBe(
      join(repoRoot, 'platform/lib/security-headers.mjs'),
    );
    expect(() => requireFromShell.resolve('@codekade/platform/lib/run.mjs')).toThrow(
      `Package subpath './lib/run.mjs' is not defined by "exports"`,
    );
  });
});
