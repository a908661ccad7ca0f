/**
 * The contract check of a remote's build (`pnpm check:remote`): reads its built manifest and fragments
 * with the very readers the shell and the composer use at run time, so a remote that passes here is
 * one the live shell accepts. It never runs the remote's code.
 */
import { hostingSiteIdOf, type RemoteName } from '@codekade/shared/contract';
import { type Discovery, remoteOwning } from '@codekade/shared/discovery';
import { FRAGMENT_INDEX_FILE, fragmentFileFor, parseFragmentIndex } from '@codekade/shared/fragments';
import { manifestBuildInfo } from '@codekade/shared/remote-manifest';
import { satisfy } from '@module-federation/enhanced/runtime';
import { buildIdOf } from '../src/lib/build-ids';
import { contractMajorOf } from '../src/lib/contract-guard';
import { overrideManifestProblem } from '../src/lib/override-verification';
import { parsePageFragment } from './fragment-source';

interface SharedEntry {
  name?: unknown;
  version?: unknown;
  singleton?: unknown;
  requiredVersion?: unknown;
}

/** A library the page breaks without one copy of: every remote must share it with the shell. */
const REQUIRED_SHARED = ['react', 'react-dom'];

const entriesOf = (list: unknown): SharedEntry[] =>
  Array.isArray(list) ? list.filter((entry): entry is SharedEntry => typeof entry === 'object' && entry !== null) : [];

const sharedOf = (manifest: unknown) => entriesOf((manifest as { shared?: unknown } | null)?.shared);

/**
 * Each shared package must be a singleton, and where the shell shares it too, each side's version
 * must satisfy the other's range (checked with the federation runtime's own `satisfy`): otherwise the
 * runtime loads a second copy, or none.
 */
export function sharedProblems(remoteManifest: unknown, shellManifest: unknown): string[] {
  const shell = new Map(sharedOf(shellManifest).map((entry) => [entry.name, entry]));
  const remote = sharedOf(remoteManifest);
  const problems = REQUIRED_SHARED.filter((name) => !remote.some((entry) => entry.name === name)).map(
    (name) => `it does not share ${name}, so it would run a second copy`,
  );
  for (const entry of remote) {
    const name = String(entry.name);
    if (entry.singleton !== true) problems.push(`it shares ${name} without singleton: true`);
    const provided = shell.get(entry.name);
    if (!provided) continue;
    if (provided.singleton !== true) problems.push(`the shell shares ${name} without singleton: true`);
    const [version, range] = [String(entry.version), String(entry.requiredVersion)];
    const [shellVersion, shellRange] = [String(provided.version), String(provided.requiredVersion)];
    if (!satisfy(shellVersion, range))
      problems.push(`it requires ${name} ${range}, the shell provides ${shellVersion}`);
    if (!satisfy(version, shellRange))
      problems.push(`it provides ${name} ${version}, the shell requires ${shellRange}`);
  }
  return problems;
}

async function fragmentProblems(
  areas: Discovery,
  remote: RemoteName,
  buildId: unknown,
  readJson: (file: string) => Promise<unknown>,
): Promise<string[]> {
  const problems: string[] = [];
  const read = async (file: string, expect: (json: unknown) => void) => {
    try {
      expect(await readJson(file));
    } catch (error) {
      problems.push(error instanceof Error ? error.message.replace(/\.$/, '') : String(error));
    }
  };
  let index: ReturnType<typeof parseFragmentIndex> | undefined;
  await read(FRAGMENT_INDEX_FILE, (json) => {
    index = parseFragmentIndex(json, remote, FRAGMENT_INDEX_FILE);
  });
  if (!index) return problems;
  const owned = (path: string) => remoteOwning(areas, path)?.name === remote;
  for (const path of index.pages.filter((page) => !owned(page)))
    problems.push(`it prerendered ${path}, which the shell routes to another remote`);
  for (const { from } of index.redirects.filter((entry) => !owned(entry.from)))
    problems.push(`it redirects ${from}, which the shell routes to another remote`);
  const files = [
    ...index.pages.map((path) => ({ file: fragmentFileFor(path), path, status: 200 })),
    ...index.notFound.map(({ file }) => ({ file, path: undefined, status: 404 })),
  ];
  for (const expected of files) {
    await read(expected.file, (json) => {
      const fragment = parsePageFragment(json, remote, expected.file);
      if (fragment.buildId !== buildId) throw new Error(`${expected.file} is of another build than the manifest`);
      if (expected.path !== undefined && fragment.path !== expected.path)
        throw new Error(`${expected.file} renders ${fragment.path}, not ${expected.path}`);
      if (fragment.status !== expected.status)
        throw new Error(`${expected.file} answers ${fragment.status}, not ${expected.status}`);
    });
  }
  return problems;
}

/** The shell runtime level a manifest names (see the build preset); one from before the level is of level 1. */
const shellRuntimeLevelOf = (manifest: unknown) => manifestBuildInfo(manifest).shellRuntimeLevel ?? 1;

export interface RemoteBuild {
  remote: RemoteName;
  /** The site's areas as the discovery document to be deployed names them: which remote owns which path. */
  areas: Discovery;
  /** Reads a JSON file of the remote's build, relative to its manifest (`mf-manifest.json`, `ssr/...`). */
  readJson: (file: string) => Promise<unknown>;
  /** The shell's built manifest: the shared packages it provides. */
  shellManifest: unknown;
}

/** Everything that would make the live shell refuse this build or compose it wrongly; empty when none. */
export async function remoteContractProblems({
  remote,
  areas,
  readJson,
  shellManifest,
}: RemoteBuild): Promise<string[]> {
  const manifest = await readJson('mf-manifest.json');
  // Checked as deployed on its own Hosting site: every file must come from that one host.
  const deployedAt = `https://${hostingSiteIdOf(remote)}.web.app/mf-manifest.json`;
  const manifestProblem = overrideManifestProblem(manifest, deployedAt);
  if (manifestProblem) return [`its manifest: ${manifestProblem}`];
  const problems: string[] = [];
  const name = (manifest as { name?: unknown }).name;
  if (name !== remote) problems.push(`its manifest is named ${String(name)}, not ${remote}`);
  problems.push(...sharedProblems(manifest, shellManifest));
  const [shellMajor, remoteMajor] = [contractMajorOf(shellManifest), contractMajorOf(manifest)];
  if (shellMajor !== remoteMajor)
    problems.push(
      `it was built against shared contract major ${String(remoteMajor)}, the shell as built runs ${String(shellMajor)}`,
    );
  const [givenLevel, neededLevel] = [shellRuntimeLevelOf(shellManifest), shellRuntimeLevelOf(manifest)];
  if (neededLevel > givenLevel)
    problems.push(
      `its entry needs the shell's federation runtime of level ${neededLevel}, the shell as built gives ${givenLevel}: release the shell first`,
    );
  problems.push(...(await fragmentProblems(areas, remote, buildIdOf(manifest), readJson)));
  return problems;
}
