/**
 * The command line of `pnpm release:start|promote|abort <remote> [--local]` and `pnpm deploy:remote`:
 * which remote, production (Firebase Hosting and Firestore of the project, with the deployer's
 * credentials) or `--local` (npm start's local hosting and Firestore emulator), the build, and what
 * the person reads afterwards. The work itself is release-commands.ts.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readRolloutSettings } from '@codekade/serving/rollout/rollout-settings';
import { RolloutRefusal } from '@codekade/serving/rollout/transitions';
import { versionManifestUrl } from '@codekade/shared/versions';
import { localOrigin, localRemoteApps, portBase } from '../lib/apps.mjs';
import { localHostingDir, localHostingTarget, localSite } from '../lib/local-hosting.mjs';
import { productionHostingTarget } from '../lib/release-targets.mjs';
import { buildIdOf } from '../lib/release-versions.mjs';
import { repoRoot, run } from '../lib/run.mjs';
import { connectFirestore } from './firestore-connection';
import {
  abortRelease,
  type BuiltVersion,
  deployToEveryone,
  describeRollout,
  type HostingTarget,
  promoteRelease,
  startRelease,
} from './release-commands';

export type ReleaseCommand = 'release:start' | 'release:promote' | 'release:abort' | 'deploy:remote';
type RemoteApp = (typeof localRemoteApps)[number];

export interface CommandLine {
  app: RemoteApp;
  local: boolean;
}

/** The remote and target named on the command line, or a usage text. */
export function parseCommandLine(command: ReleaseCommand, args: readonly string[]): CommandLine | string {
  const local = args.includes('--local');
  const rest = args.filter((arg) => arg !== '--local');
  const app = localRemoteApps.find((remote) => remote.name === rest[0] || remote.dir === rest[0]);
  if (!app || rest.length !== 1) {
    const names = localRemoteApps.map((remote) => remote.dir).join(', ');
    return `Usage: pnpm ${command} <remote> [--local], with <remote> one of: ${names}. Got: ${args.join(' ') || 'nothing'}.`;
  }
  return { app, local };
}

/** Builds the remote as its own build does, and keeps a copy apart from the hosting's public folder. */
export function buildRemote(app: RemoteApp): BuiltVersion & { remove(): void } {
  run('pnpm', ['--filter', app.dir, 'build']);
  const dir = mkdtempSync(join(tmpdir(), `codekade-build-${app.dir}-`));
  cpSync(join(repoRoot, app.dir, 'dist'), dir, { recursive: true });
  const id = buildIdOf(dir);
  if (!id) throw new Error(`The build of ${app.dir} names no build id in its mf-manifest.json.`);
  return { dir, id, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Whether a Firestore emulator answers at `host`. */
async function emulatorAnswers(host: string): Promise<boolean> {
  try {
    return (await fetch(`http://${host}/`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/**
 * Runs one command; resolves with the exit code. `localStoreHost` is npm start's Firestore emulator
 * (mf-contact/store/local-site-contact.mjs decides where it listens).
 */
export async function runReleaseCommand(
  command: ReleaseCommand,
  args: readonly string[],
  { localStoreHost, log = console.log }: { localStoreHost: string; log?: (line: string) => void },
): Promise<number> {
  const line = parseCommandLine(command, args);
  if (typeof line === 'string') {
    console.error(line);
    return 2;
  }
  const { app, local } = line;
  if (local && !(await emulatorAnswers(localStoreHost))) {
    console.error(`✖ No Firestore emulator answers at ${localStoreHost}: start the local site first (npm start).`);
    return 1;
  }
  const settings = readRolloutSettings(process.env);
  const connection = connectFirestore(local ? { emulatorHost: localStoreHost } : {});
  const siteUrl = local ? localOrigin(app, portBase) : app.productionUrl;
  const hosting = (withBackend: boolean): HostingTarget =>
    local ? localHostingTarget(localSite(localHostingDir(), app.name)) : productionHostingTarget(app, { withBackend });
  const context = { remote: app.name, db: connection.db, settings, log };
  let built: ReturnType<typeof buildRemote> | undefined;
  const build = async () => {
    built = buildRemote(app);
    return built;
  };
  try {
    log(`${command} ${app.name} on ${local ? 'the local site' : 'production'} (${connection.where})`);
    if (command === 'release:start') {
      const state = await startRelease(context, hosting(false), build);
      log(`✔ ${describeRollout(state)}`);
      if (state.candidate) {
        log(`  stable    ${versionManifestUrl(siteUrl, state.stable)}`);
        log(`  candidate ${versionManifestUrl(siteUrl, state.candidate)}`);
      }
    } else if (command === 'deploy:remote') {
      log(`✔ ${describeRollout(await deployToEveryone(context, hosting(true), build))}`);
    } else if (command === 'release:promote') {
      log(`✔ ${describeRollout(await promoteRelease(context))}`);
    } else {
      const { state, changed } = await abortRelease(context);
      log(`${changed ? '✔' : '='} ${describeRollout(state)}`);
    }
    return 0;
  } catch (error) {
    if (error instanceof RolloutRefusal) {
      console.error(`✖ ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    built?.remove();
    await connection.close();
  }
}
