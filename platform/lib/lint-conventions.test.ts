// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, normalize } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteApps } from './app-registry.mjs';

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
 *
 * Between packages the fence has no exception: a package reaches another only by its name and
 * through its package.json exports (no relative path into its folder, no path into its source, no
 * jiti load by path, no biome-ignore of an import rule). Biome refuses the usual forms
 * (package-fences.grit, beside this file); the scan below reads every source file of the workspace
 * and resolves each cross-package specifier against the exports and dependencies of the packages,
 * which catches what Biome cannot see (a JSDoc type import, a dependency a package never declared).
 * The holes this closed (issue 32) each have a probe below.
 */

const repoRoot = join(import.meta.dirname, '../..');
const biomeBin = join(repoRoot, 'node_modules/.bin/biome');
const BOUNDARY_RULE = 'lint/style/noRestrictedImports';
/** The category of the package fences' diagnostics (package-fences.grit and production-fence.grit, Biome plugins). */
const FENCE_PLUGIN = 'plugin';
const FENCE_PLUGIN_FILE = 'platform/lib/package-fences.grit';
const PRODUCTION_FENCE_FILE = 'platform/lib/production-fence.grit';
const NAMING_RULE = 'lint/style/useFilenamingConvention';

/** How a probe names its module: a static import (the default), a dynamic import(), or a jiti load. */
type ProbeForm = 'static' | 'dynamic' | 'jiti';
type Probe = { file: string; specifier: string; allowed: boolean; form?: ProbeForm };

const [firstRemote, secondRemote] = remoteApps;
if (!firstRemote || !secondRemote) throw new Error('The boundary probes need two remotes in the workspace.');
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
    // Remotes never import each other, not even what another remote exports for the browser specs.
    { file, specifier: `${otherRemote}/content/probe`, allowed: false },
    { file, specifier: '@codekade/shared/routes', allowed: true },
    { file, specifier: '../content/probe', allowed: true },
    { file, specifier: 'react', allowed: true },
  ];
});

const shellFile = 'shell/src/features/layout/BoundaryProbe.ts';
const shellAppFile = 'shell/src/app/BoundaryProbe.ts';
const shellServerFile = 'shell/server/boundary-probe.ts';
const shellServerTestFile = 'shell/server/boundary-probe.test.ts';
const shellConfigFile = 'shell/boundary-probe.config.ts';
const servingFile = 'serving/rollout/boundary-probe.ts';
const servingTestFile = 'serving/rollout/boundary-probe.test.ts';
const shellLibFile = 'shell/src/lib/boundary-probe.ts';
const shellComponentFile = 'shell/src/components/BoundaryProbe.ts';
const sharedFile = 'shared/src/ui/BoundaryProbe.ts';
const e2eFile = 'e2e/tests/boundary-probe.spec.ts';
const remoteConfigFile = `${firstRemote.dir}/boundary-probe.config.ts`;
const platformFile = 'platform/lib/boundary-probe.mjs';
const scriptFile = 'scripts/boundary-probe.mjs';
const storeFile = 'mf-contact/store/boundary-probe.mjs';
const functionsFile = 'mf-contact/functions/src/boundary-probe.ts';
const probes: Probe[] = [
  ...remoteProbes,
  { file: shellFile, specifier: `../../../../${firstRemote.dir}/src/routes`, allowed: false },
  { file: shellFile, specifier: `${firstRemote.name}/routes`, allowed: false },
  { file: shellFile, specifier: `${firstRemote.dir}/content/probe`, allowed: false },
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
  { file: shellServerFile, specifier: '../../serving/headers/security-headers.mjs', allowed: false },
  { file: shellServerFile, specifier: '@codekade/serving/security-headers', allowed: true },
  // The fence between production and tooling (production-fence.grit): what runs in front of visitors
  // or in the gate imports nothing of @codekade/platform; tooling and tests import production freely.
  { file: shellServerFile, specifier: '@codekade/platform/apps', allowed: false },
  { file: shellServerFile, specifier: '@codekade/platform/security-headers', allowed: false },
  { file: shellServerFile, specifier: '@codekade/platform/hosting-config', allowed: false, form: 'dynamic' },
  { file: shellLibFile, specifier: '@codekade/platform/apps', allowed: false },
  { file: servingFile, specifier: '@codekade/platform/app-registry', allowed: false },
  { file: servingFile, specifier: '@codekade/platform/run', allowed: false, form: 'dynamic' },
  { file: servingFile, specifier: '../../platform/lib/apps.mjs', allowed: false },
  { file: servingFile, specifier: '../../shell/server/composer', allowed: false },
  { file: servingFile, specifier: '@codekade/shared/rollout', allowed: true },
  { file: servingFile, specifier: './transitions', allowed: true },
  { file: servingTestFile, specifier: '@codekade/shared/rollout', allowed: true },
  { file: functionsFile, specifier: '@codekade/platform/local-mail', allowed: false },
  { file: sharedFile, specifier: '@codekade/platform/run', allowed: false },
  { file: platformFile, specifier: '@codekade/serving/security-headers', allowed: true },
  { file: shellServerTestFile, specifier: '@codekade/platform/request-fuzz', allowed: true },
  { file: shellConfigFile, specifier: '@codekade/platform/build/federated-app', allowed: true },
  { file: remoteConfigFile, specifier: '../platform/build/federated-app', allowed: false },
  { file: remoteConfigFile, specifier: '@codekade/platform/build/federated-app', allowed: true },
  { file: e2eFile, specifier: '../../platform/lib/static-site.mjs', allowed: false },
  { file: e2eFile, specifier: '@codekade/platform/static-site', allowed: true },
  { file: platformFile, specifier: '../../shell/server/composer', allowed: false },
  { file: platformFile, specifier: `../../${firstRemote.dir}/src/content/probe`, allowed: false },
  { file: platformFile, specifier: '../../e2e/support/site', allowed: false },
  { file: platformFile, specifier: '../../scripts/start.mjs', allowed: false },
  { file: platformFile, specifier: '../../shared/src/fragments', allowed: false },
  { file: platformFile, specifier: '@codekade/shared/fragments', allowed: true },
  { file: platformFile, specifier: 'shell/remote-contract', allowed: false },
  { file: platformFile, specifier: 'mf-contact/local-site-contact', allowed: false },
  { file: platformFile, specifier: './run.mjs', allowed: true },
  { file: sharedFile, specifier: `../../../${firstRemote.dir}/src/routes`, allowed: false },
  { file: sharedFile, specifier: '../../../shell/src/app/App', allowed: false },
  { file: sharedFile, specifier: 'shell', allowed: false },
  { file: sharedFile, specifier: '../routes', allowed: true },
  { file: sharedFile, specifier: '../../../platform/lib/run.mjs', allowed: false },
  { file: sharedFile, specifier: '@codekade/platform/lib/run.mjs', allowed: false },
  // Browser specs read the texts they look for from the content files, the shell's as the remotes',
  // through each package's content export.
  { file: e2eFile, specifier: 'shell/content/layout-texts', allowed: true },
  { file: e2eFile, specifier: `${firstRemote.dir}/content/probe`, allowed: true },
  { file: e2eFile, specifier: `${firstRemote.dir}/src/content/probe`, allowed: false },
  { file: e2eFile, specifier: 'shell/src/content/layout-texts', allowed: false },
  // The contact team's store and functions, and the root package's scripts, are fenced like the rest.
  { file: storeFile, specifier: '@codekade/shared/contact-retention', allowed: true },
  { file: storeFile, specifier: '../src/lib/contact-message-limits.mjs', allowed: true },
  { file: storeFile, specifier: '@codekade/platform/local-mail', allowed: true },
  { file: storeFile, specifier: `../../${secondRemote.dir}/src/content/probe`, allowed: false },
  { file: storeFile, specifier: `${secondRemote.dir}/content/probe`, allowed: false },
  { file: functionsFile, specifier: '../../../shared/src/contact-retention.mjs', allowed: false },
  { file: functionsFile, specifier: '@codekade/shared/contact-retention', allowed: true },
  { file: scriptFile, specifier: '@codekade/platform/run', allowed: true },
  { file: scriptFile, specifier: '@codekade/shared/apps', allowed: true },
  { file: scriptFile, specifier: 'mf-contact/local-site-contact', allowed: true },
  { file: scriptFile, specifier: 'shell/remote-contract', allowed: true, form: 'jiti' },
  { file: scriptFile, specifier: './serve.mjs', allowed: true, form: 'dynamic' },
];

/**
 * The holes issue 32 closed, each where it was: every refused one of these stood in the tree, seen
 * by no fence (a jiti load, a biome-ignore, or a path no pattern covered); the accepted ones are
 * what replaced them.
 */
const formerHoles: Probe[] = [
  // The platform ran the shell's contract check and the composer's readers through jiti by path.
  {
    file: 'platform/lib/remote-contract.mjs',
    specifier: '../../shell/server/remote-contract.ts',
    allowed: false,
    form: 'jiti',
  },
  { file: 'platform/lib/built-pages.mjs', specifier: '../../shared/src/fragments.ts', allowed: false, form: 'jiti' },
  {
    file: 'platform/lib/built-pages.mjs',
    specifier: '@codekade/shared/src/fragments.ts',
    allowed: false,
    form: 'jiti',
  },
  { file: 'platform/lib/built-pages.mjs', specifier: '@codekade/shared/fragments', allowed: true, form: 'jiti' },
  {
    file: 'platform/lib/live-status.mjs',
    specifier: '../../shared/src/remote-manifest.ts',
    allowed: false,
    form: 'jiti',
  },
  // remote-backends.mjs read the contact team's collection under a biome-ignore; its test imported
  // the functions' build config the same way.
  {
    file: 'platform/lib/remote-backends.mjs',
    specifier: '../../mf-contact/src/lib/contact-message-limits.mjs',
    allowed: false,
  },
  {
    file: 'platform/lib/remote-backends.mjs',
    specifier: 'mf-contact/src/lib/contact-message-limits.mjs',
    allowed: false,
  },
  { file: 'platform/lib/remote-backends.mjs', specifier: '@codekade/shared/contact-retention', allowed: true },
  {
    file: 'platform/lib/remote-backends.test.ts',
    specifier: '../../mf-contact/functions/rsbuild.config',
    allowed: false,
    form: 'dynamic',
  },
  // Twelve platform files read the registry and the contracts from shared/src by path.
  { file: 'platform/lib/apps.mjs', specifier: '../../shared/src/apps.mjs', allowed: false },
  { file: 'platform/lib/apps.mjs', specifier: '@codekade/shared/src/apps.mjs', allowed: false },
  { file: 'platform/lib/apps.mjs', specifier: '@codekade/shared/apps', allowed: true },
  { file: 'platform/build/federated-app.ts', specifier: '../../shared/src/contract', allowed: false },
  { file: 'platform/build/federated-app.ts', specifier: '@codekade/shared/contract', allowed: true },
  // The contact team's store read the retention rule from shared/src by path.
  { file: 'mf-contact/store/retention.mjs', specifier: '../../shared/src/contact-retention.mjs', allowed: false },
  // The scripts reached the registry, the platform and the contact store by path.
  { file: 'scripts/status.mjs', specifier: '../shared/src/apps.mjs', allowed: false },
  { file: 'scripts/start.mjs', specifier: '../platform/lib/run.mjs', allowed: false },
  { file: 'scripts/start.mjs', specifier: '@codekade/platform/lib/run.mjs', allowed: false },
  { file: 'scripts/serve-part.mjs', specifier: '../mf-contact/store/local-site-contact.mjs', allowed: false },
  { file: 'scripts/serve-part.mjs', specifier: 'mf-contact/store/local-site-contact.mjs', allowed: false },
  // The browser specs read texts, budgets and a shell feature's internal file by path.
  { file: 'e2e/tests/home.spec.ts', specifier: `../../${firstRemote.dir}/src/content/welcome`, allowed: false },
  { file: 'e2e/tests/hardening.spec.ts', specifier: '../../shell/src/features/remotes/load-budget', allowed: false },
  { file: 'e2e/tests/hardening.spec.ts', specifier: 'shell/src/features/remotes/load-budget', allowed: false },
  { file: 'e2e/tests/hardening.spec.ts', specifier: 'shell/remote-load-budget', allowed: true },
  { file: 'e2e/tests/composer-faults.spec.ts', specifier: '../../shell/server/fragment-budget', allowed: false },
  { file: 'e2e/tests/composer-faults.spec.ts', specifier: 'shell/server/fragment-budget', allowed: false },
  {
    file: 'e2e/firefox/support/queries.ts',
    specifier: '../../../shell/src/content/remote-area-texts',
    allowed: false,
  },
  { file: 'e2e/support/site.ts', specifier: '../../shared/src/apps.mjs', allowed: false },
  { file: 'e2e/support/mail-inbox.ts', specifier: '../../mf-contact/store/test-mail', allowed: false },
  { file: 'e2e/support/mail-inbox.ts', specifier: 'mf-contact/test-mail', allowed: true },
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

function probeLine({ specifier, form = 'static' }: Probe, index: number): string {
  if (form === 'dynamic') return `export const probe${index} = () => import('${specifier}');`;
  if (form === 'jiti') return `export const probe${index} = () => jiti.import('${specifier}');`;
  return `export * as probe${index} from '${specifier}';`;
}

beforeAll(() => {
  workspace = mkdtempSync(join(tmpdir(), 'import-boundaries-'));
  const config = JSON.parse(readFileSync(join(repoRoot, 'biome.json'), 'utf8'));
  // The copy lives outside git; every other setting, the overrides above all, stays as committed.
  config.vcs = { enabled: false };
  delete config.$schema;
  writeFileSync(join(workspace, 'biome.json'), JSON.stringify(config));

  // The fences' plugins, at the paths the copied config names.
  for (const plugin of [FENCE_PLUGIN_FILE, PRODUCTION_FENCE_FILE]) {
    mkdirSync(dirname(join(workspace, plugin)), { recursive: true });
    writeFileSync(join(workspace, plugin), readFileSync(join(repoRoot, plugin), 'utf8'));
  }

  const linesByFile = new Map<string, string[]>();
  for (const probe of [...probes, ...formerHoles]) {
    const lines = linesByFile.get(probe.file) ?? [];
    lines.push(probeLine(probe, lines.length));
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
      .filter((diagnostic) => diagnostic.category === BOUNDARY_RULE || diagnostic.category === FENCE_PLUGIN)
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

const lineOf = (probe: Probe) =>
  [...probes, ...formerHoles].filter((other) => other.file === probe.file).indexOf(probe) + 1;

describe('import boundaries (biome noRestrictedImports and the package fences)', () => {
  it.each(probes.filter((probe) => !probe.allowed))('refuses $file importing $specifier', (probe) => {
    expect(refused.has(keyOf(probe.file, lineOf(probe)))).toBe(true);
  });

  it.each(probes.filter((probe) => probe.allowed))('accepts $file importing $specifier', (probe) => {
    expect(refused.has(keyOf(probe.file, lineOf(probe)))).toBe(false);
  });
});

describe('the holes issue 32 closed, refused by Biome where they were', () => {
  it.each(formerHoles.filter((probe) => !probe.allowed))('refuses $file loading $specifier', (probe) => {
    expect(refused.has(keyOf(probe.file, lineOf(probe)))).toBe(true);
  });

  it.each(formerHoles.filter((probe) => probe.allowed))('accepts $file loading $specifier, the fix', (probe) => {
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

// The scan: every module specifier of every source file, resolved against the workspace's packages.

type WorkspacePackage = { dir: string; name: string; exportKeys: string[]; declared: Set<string> };

function readWorkspacePackages(): WorkspacePackage[] {
  // The packages the scan's files may be in: new ones not yet committed too (a remote pnpm new:remote
  // just wrote), but no fixture's package.json: e2e/fixtures/new-area/mf-jobs is test data, and taken
  // for a package it would stand in for the workspace's own mf-jobs once a team has made one.
  const manifests = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*package.json'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => file.endsWith('package.json') && !file.split('/').includes('fixtures'));
  return manifests.map((file) => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, file), 'utf8'));
    return {
      dir: dirname(file) === '.' ? '' : dirname(file),
      name: manifest.name,
      exportKeys: Object.keys(manifest.exports ?? {}),
      declared: new Set(
        Object.keys({ ...manifest.dependencies, ...manifest.devDependencies, ...manifest.peerDependencies }),
      ),
    };
  });
}

const workspacePackages = readWorkspacePackages();

/** The package a workspace path belongs to: the one with the deepest folder that holds it. */
function packageOf(path: string): WorkspacePackage {
  const owners = workspacePackages.filter(
    (pkg) => pkg.dir === '' || path === pkg.dir || path.startsWith(`${pkg.dir}/`),
  );
  return owners.reduce((deepest, pkg) => (pkg.dir.length > deepest.dir.length ? pkg : deepest));
}

/** Whether `subpath` (`.` or `./x`) is an entry of the package's exports, patterns (`./content/*`) included. */
function isExported(pkg: WorkspacePackage, subpath: string): boolean {
  return pkg.exportKeys.some((key) => {
    const star = key.indexOf('*');
    if (star === -1) return key === subpath;
    const [prefix, suffix] = [key.slice(0, star), key.slice(star + 1)];
    return subpath.length > key.length - 1 && subpath.startsWith(prefix) && subpath.endsWith(suffix);
  });
}

/** A module named in code: after from, import, import( (a JSDoc type too), a loader's .import(, require(, mock(. */
const MODULE_SPECIFIER = /(\.import\b|\b(?:from|import|require|mock)\b)\s*\(?\s*(['"`])([^'"`\n]*)\2/g;
/** A suppression of a rule that keeps the fences: the boundary rule, module resolution, the fences' plugin. */
const FENCE_SUPPRESSION =
  /biome-ignore(?:-all|-start)?\s+lint\/(?:style\/noRestrictedImports|correctness\/noUnresolvedImports|correctness\/noPrivateImports|plugin)\b/;

/**
 * What in one source file crosses a package fence, in English for the developer: a relative path
 * into another package, a package it does not declare, a path its exports do not list, a jiti load
 * by path, or a suppression of a fence rule.
 */
function fenceProblems(file: string, source: string): string[] {
  const here = packageOf(file);
  const problems: string[] = [];
  if (FENCE_SUPPRESSION.test(source)) problems.push(`${file} suppresses an import rule (biome-ignore).`);
  for (const [, keyword, , specifier = ''] of source.matchAll(MODULE_SPECIFIER)) {
    if (specifier.includes('${')) continue;
    const byLoader = keyword === '.import';
    const loaded = byLoader ? 'loads' : 'imports';
    if (specifier.startsWith('.')) {
      if (byLoader && specifier.startsWith('../')) problems.push(`${file} loads '${specifier}' with jiti by path.`);
      const target = normalize(join(dirname(file), specifier));
      if (target.startsWith('..')) problems.push(`${file} ${loaded} '${specifier}', outside the workspace.`);
      else if (packageOf(target) !== here)
        problems.push(`${file} ${loaded} '${specifier}' from ${packageOf(target).name}'s folder, not by its name.`);
      continue;
    }
    const segments = specifier.split('/');
    const name = segments.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
    const target = workspacePackages.find((pkg) => pkg.name === name);
    if (!target || target === here) continue;
    if (!here.declared.has(name))
      problems.push(`${file} ${loaded} '${specifier}', but ${here.name} does not depend on ${name}.`);
    const subpath = `.${specifier.slice(name.length)}`;
    if (!isExported(target, subpath))
      problems.push(`${file} ${loaded} '${specifier}', which ${name}'s exports do not list.`);
  }
  return problems;
}

/** Fixture text for the scan, written through helpers so that this file's own source holds no such line. */
const importFrom = (specifier: string) => `import { probe } from '${specifier}';`;
const jitiLoad = (specifier: string) => `const probe = await jiti.import('${specifier}');`;
const inlineJitiLoad = (specifier: string) => `const probe = await createJiti(import.meta.url).import('${specifier}');`;
const jsdocType = (specifier: string) => `/** @type {typeof import('${specifier}')} */`;
const suppression = (rule: string) => `// biome-ignore lint/${rule}: the reason`;

/** What Biome cannot see, each where it stood before issue 32: the scan refuses it. */
const scanHoles = [
  { file: 'platform/lib/remote-contract.mjs', source: jitiLoad('../../shell/server/remote-contract.ts') },
  { file: 'platform/lib/remote-contract.mjs', source: jsdocType('../../shell/server/remote-contract') },
  // By name it is still an app the platform must not depend on (the shell builds with the platform).
  { file: 'platform/lib/remote-contract.mjs', source: jitiLoad('shell/remote-contract') },
  { file: 'platform/lib/built-pages.mjs', source: jitiLoad('../../shared/src/fragments.ts') },
  { file: 'platform/lib/built-pages.mjs', source: jsdocType('../../shared/src/fragments.ts') },
  { file: 'platform/lib/built-pages.mjs', source: jitiLoad('@codekade/shared/src/fragments.ts') },
  { file: 'platform/lib/live-status.mjs', source: inlineJitiLoad('../../shared/src/remote-manifest.ts') },
  {
    file: 'platform/lib/remote-backends.mjs',
    source: `${suppression('style/noRestrictedImports')}\n${importFrom('@codekade/shared/contact-retention')}`,
  },
  { file: 'platform/lib/remote-backends.mjs', source: suppression('plugin') },
  // The contact team's backend by name: the platform cannot depend on mf-contact (a cycle pnpm refuses).
  { file: 'platform/lib/remote-backends.mjs', source: importFrom('mf-contact/local-site-contact') },
  { file: 'e2e/tests/hardening.spec.ts', source: importFrom('../../shell/src/features/remotes/load-budget') },
  // A name the shell does not export.
  { file: 'e2e/tests/hardening.spec.ts', source: importFrom('shell/remote-load-budgets') },
  // A root file reaching into a package's folder.
  { file: 'vitest.config.ts', source: importFrom('./shared/src/apps.mjs') },
];

/** What replaced them: the scan accepts it. */
const scanFixes = [
  { file: 'platform/lib/built-pages.mjs', source: jitiLoad('@codekade/shared/fragments') },
  { file: 'platform/lib/built-pages.mjs', source: jsdocType('@codekade/shared/fragments') },
  { file: 'platform/lib/live-status.mjs', source: inlineJitiLoad('@codekade/shared/remote-manifest') },
  { file: 'platform/lib/remote-backends.mjs', source: importFrom('@codekade/shared/contact-retention') },
  { file: 'scripts/check-remote.mjs', source: jitiLoad('shell/remote-contract') },
  { file: 'e2e/tests/hardening.spec.ts', source: importFrom('shell/remote-load-budget') },
  { file: 'e2e/tests/home.spec.ts', source: importFrom(`${firstRemote.dir}/content/welcome`) },
];

describe('the package fences, by a scan of every source file (what Biome cannot see)', () => {
  it.each(scanHoles)('refuses $source in $file', ({ file, source }) => {
    expect(fenceProblems(file, source)).not.toEqual([]);
  });

  it.each(scanFixes)('accepts $source in $file', ({ file, source }) => {
    expect(fenceProblems(file, source)).toEqual([]);
  });

  it('finds no crossing in the workspace as it is', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: repoRoot,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && existsSync(join(repoRoot, file)));
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => fenceProblems(file, readFileSync(join(repoRoot, file), 'utf8')))).toEqual([]);
  });

  it('biome.json loads the fences plugin and turns no boundary rule off', () => {
    const config = JSON.parse(readFileSync(join(repoRoot, 'biome.json'), 'utf8'));
    expect(config.plugins).toContain(`./${FENCE_PLUGIN_FILE}`);
    // The production fence covers production's files, and none of the tests or configs of tooling.
    const productionFence = config.plugins.find(
      (plugin: string | { path: string }) => typeof plugin === 'object' && plugin.path === `./${PRODUCTION_FENCE_FILE}`,
    );
    expect(productionFence?.includes).toEqual(
      expect.arrayContaining(['serving/**', 'shell/server/**', 'shell/src/**']),
    );
    const levels: unknown[] = [];
    JSON.stringify(config, (key, value) => {
      if (key === 'noRestrictedImports') levels.push(typeof value === 'string' ? value : value?.level);
      return value;
    });
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.filter((level) => level !== 'error')).toEqual([]);
  });
});

describe('package exports (what other packages may reach)', () => {
  const requireFromShell = createRequire(join(repoRoot, 'shell/package.json'));

  it('@codekade/serving and @codekade/platform resolve what they export and refuse their internals', () => {
    expect(requireFromShell.resolve('@codekade/serving/security-headers')).toBe(
      join(repoRoot, 'serving/headers/security-headers.mjs'),
    );
    expect(() => requireFromShell.resolve('@codekade/platform/lib/run.mjs')).toThrow(
      `Package subpath './lib/run.mjs' is not defined by "exports"`,
    );
  });

  it.each(workspacePackages.filter((pkg) => pkg.exportKeys.length > 0))(
    'every export of $name names what exists',
    (pkg) => {
      const manifest = JSON.parse(readFileSync(join(repoRoot, pkg.dir, 'package.json'), 'utf8'));
      for (const target of Object.values<string>(manifest.exports)) {
        const [folder = '', suffix = ''] = target.split('*');
        const found = target.includes('*')
          ? readdirSync(join(repoRoot, pkg.dir, dirname(`${folder}x`))).some((name) => name.endsWith(suffix))
          : existsSync(join(repoRoot, pkg.dir, target));
        expect(found, `${pkg.name}: ${target}`).toBe(true);
      }
    },
  );
});
