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
import { shellApp } from '../lib/app-registry.mjs';
import { localOrigin, localRemoteApps, portBase } from '../lib/apps.mjs';
import { buildPinProblems } from '../lib/build-pins-check.mjs';
import { firstLoadProblems } from '../lib/first-load-budget.mjs';
import { filesBelow } from '../lib/integrity-pins.mjs';
import { localDiscoverySite, localPinsTarget } from '../lib/local-discovery.mjs';
import { localHostingDir, localHostingTarget, localSite } from '../lib/local-hosting.mjs';
import { readLocalSettings } from '../lib/local-settings.mjs';
import { productionHostingTarget, productionPinsTarget } from '../lib/release-targets.mjs';
import { buildIdOf } from '../lib/release-versions.mjs';
import { repoRoot, run } from '../lib/run.mjs';
import { ensureChromium } from '../lib/system-tools.mjs';
import { connectFirestore } from './firestore-connection';
import {
  abortRelease,
  type BuiltVersion,
  deployToEveryone,
  describeRollout,
  type HostingTarget,
  type LiveSite,
  promoteRelease,
  startRelease,
} from './release-commands';

export type ReleaseCommand = 'release:start' | 'release:promote' | 'release:abort' | 'deploy:remote';
type RemoteApp = (typeof localRemoteApps)[number];

export interface CommandLine {
  app: RemoteApp;
  local: boolean;
  /** A build made before (the workflow's artifact, `--build <dir>`), released as it is instead of building. */
  buildDir?: string;
}

/** The remote and target named on the command line, or a usage text. */
export function parseCommandLine(command: ReleaseCommand, args: readonly string[]): CommandLine | string {
  const local = args.includes('--local');
  const rest = args.filter((arg) => arg !== '--local');
  const buildAt = rest.indexOf('--build');
  const buildDir = buildAt >= 0 ? rest[buildAt + 1] : undefined;
  if (buildAt >= 0) rest.splice(buildAt, 2);
  const app = localRemoteApps.find((remote) => remote.name === rest[0] || remote.dir === rest[0]);
  const builds = command === 'deploy:remote' || command === 'release:start';
  if (!app || rest.length !== 1 || (buildAt >= 0 && (!buildDir || !builds))) {
    const names = localRemoteApps.map((remote) => remote.dir).join(', ');
    return `Usage: pnpm ${command} <remote> [--local]${builds ? ' [--build <dir>]' : ''}, with <remote> one of: ${names}. Got: ${args.join(' ') || 'nothing'}.`;
  }
  return { app, local, ...(buildDir ? { buildDir } : {}) };
}

/**
 * Builds the remote as its own build does (or takes the build in `buildDir`, made before), and keeps a
 * copy apart from the hosting's public folder.
 */
export function buildRemote(app: RemoteApp, buildDir?: string): BuiltVersion & { remove(): void } {
  if (!buildDir) run('pnpm', ['--filter', app.dir, 'build']);
  const dir = mkdtempSync(join(tmpdir(), `codekade-build-${app.dir}-`));
  cpSync(buildDir ?? join(repoRoot, app.dir, 'dist'), dir, { recursive: true });
  const id = buildIdOf(dir);
  if (!id) throw new Error(`The build of ${app.dir} names no build id in its mf-manifest.json.`);
  return { dir, id, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A release's checks of its build before anything is published (issue 48): every file matches its pin,
 * every fragment is within the composer's limit, every page keeps the first-load budget (measured in
 * Chromium on a site of its own, CHECK_REMOTE_PORT_BASE, beside the live version's figures).
 */
function checkBuildOf(app: RemoteApp, log: (line: string) => void) {
  return async (built: BuiltVersion, live: LiveSite) => {
    const refuse = (problems: string[]) => {
      if (problems.length > 0)
        throw new RolloutRefusal(
          `${app.dir} ${built.id} is not released:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
        );
    };
    refuse(buildPinProblems(built.dir, { files: filesBelow(built.dir) }));
    ensureChromium();
    const portBase = readLocalSettings(process.env).checkRemotePortBase;
    refuse(await firstLoadProblems({ remote: app.name, buildDir: built.dir, portBase, live, log }));
  };
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
  const { app, local, buildDir } = line;
  if (local && !(await emulatorAnswers(localStoreHost))) {
    console.error(`✖ No Firestore emulator answers at ${localStoreHost}: start the local site first (npm start).`);
    return 1;
  }
  const settings = readRolloutSettings(process.env);
  const connection = connectFirestore(local ? { emulatorHost: localStoreHost } : {});
  const siteUrl = local ? localOrigin(app, portBase) : app.productionUrl;
  const hosting = (withBackend: boolean): HostingTarget =>
    local ? localHostingTarget(localSite(localHostingDir(), app.name)) : productionHostingTarget(app, { withBackend });
  const pins = local
    ? localPinsTarget(localDiscoverySite(localHostingDir()), log, { shellOrigin: localOrigin(shellApp, portBase) })
    : productionPinsTarget(app, log);
  const context = { remote: app.name, db: connection.db, settings, log, pins, checkBuild: checkBuildOf(app, log) };
  let built: ReturnType<typeof buildRemote> | undefined;
  const build = async () => {
    built = buildRemote(app, buildDir);
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
