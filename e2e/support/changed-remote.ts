import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');

function replaceInTree(dir: string, from: string, to: string): number {
  let replaced = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) replaced += replaceInTree(path, from, to);
    else if (/\.(tsx?|json|css)$/.test(entry.name)) {
      const text = readFileSync(path, 'utf8');
      if (!text.includes(from)) continue;
      writeFileSync(path, text.replaceAll(from, to));
      replaced += 1;
    }
  }
  return replaced;
}

/** The builds this worker made, by what they changed: specs that ship the same change share one build. */
const builtChanges = new Map<string, string>();

/**
 * Builds a changed copy of one app (a remote or the shell), as its team would ship it, into a
 * temporary folder: the app's sources are copied, `from` is replaced by `to` (in TypeScript, JSON or
 * CSS), and its own build runs there alone. Returns the new release's dist folder (the shell's
 * dist-server, its composer, lies beside it). The same change asked for again in this worker is the
 * same build (one version): a spec releases it to a hosting of its own, which copies it.
 */
export function buildChangedRemote(remoteDir: string, from: string, to: string): string {
  const change = JSON.stringify([remoteDir, from, to]);
  const built = builtChanges.get(change) ?? buildChange(remoteDir, from, to);
  builtChanges.set(change, built);
  return built;
}

function buildChange(remoteDir: string, from: string, to: string): string {
  return buildAppCopy(join(repoRoot, remoteDir), join(repoRoot, remoteDir, 'node_modules'), (copy) => {
    if (replaceInTree(join(copy, 'src'), from, to) === 0) {
      throw new Error(`"${from}" does not occur in ${remoteDir}/src; the test cannot make a visible change.`);
    }
  });
}

/**
 * Copies the app in `source` (a folder of the repository, or a fixture) into a temporary folder,
 * beside the workspace code its build and its dev server reach, with the packages of `nodeModules`
 * linked (not copied). Returns the copy's folder: a test edits and builds that, never the repository.
 */
export function copyApp(source: string, nodeModules: string): string {
  const releaseRoot = mkdtempSync(join(tmpdir(), 'codekade-release-'));
  const copy = join(releaseRoot, basename(source));
  cpSync(join(repoRoot, 'tsconfig.base.json'), join(releaseRoot, 'tsconfig.base.json'));
  cpSync(source, copy, {
    recursive: true,
    filter: (path) => !/[/\\](node_modules|dist)([/\\]|$)/.test(path.slice(source.length)),
  });
  symlinkSync(nodeModules, join(copy, 'node_modules'));
  // The workspace code an app's build reaches by relative path (the build preset and the security
  // headers in platform/, which read the registry in shared/), as it lies beside the app in the repository.
  for (const folder of ['platform', 'scripts', 'shared'])
    symlinkSync(join(repoRoot, folder), join(releaseRoot, folder));
  return copy;
}

/**
 * Builds a copy of the app in `source` (see `copyApp`); `change` edits the copy first. Returns the
 * copy's dist folder.
 */
export function buildAppCopy(source: string, nodeModules: string, change: (copy: string) => void = () => {}): string {
  const copy = copyApp(source, nodeModules);
  change(copy);
  try {
    execFileSync(join(copy, 'node_modules/.bin/rsbuild'), ['build'], { cwd: copy, stdio: 'pipe' });
  } catch (error) {
    // The build's own words and how it ended (a build killed midway prints no error), not only "Command failed".
    const {
      stdout = '',
      stderr = '',
      status,
      signal,
    } = error as { stdout?: Buffer | string; stderr?: Buffer | string; status?: number | null; signal?: string | null };
    const ended = signal ? `killed by ${signal}` : `exit code ${status}`;
    throw new Error(
      `The build of ${basename(source)} failed (${ended}):\n${`${stdout}\n${stderr}`.trim().slice(-4000)}`,
    );
  }
  return join(copy, 'dist');
}
