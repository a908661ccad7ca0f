/**
 * Where a release command releases a remote: its Firebase Hosting site (`pnpm deploy:remote`,
 * `pnpm release:start`) or npm start's local hosting (`--local`, local-hosting.mjs). Both answer the
 * same two questions: what is live (versions, ledger, the root's build, its files) and how a new
 * release folder goes live. The commands (platform/rollout/release-commands.ts) do the rest alike.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { liveFileReader, readLiveBuildId, readLiveLedger, readLiveVersions } from './release-sources.mjs';
import { deployArguments } from './remote-backends.mjs';
import { repoRoot, run } from './run.mjs';

/**
 * The `firebase deploy` arguments of a remote's release: with its backend (functions, rules) for a
 * release to everyone; a candidate ships its Hosting files only, as its backend would reach everyone.
 * @param {{ dir: string, name: string }} app
 * @param {{ withBackend: boolean }} options
 */
export function releaseDeployArguments(app, { withBackend }) {
  return withBackend ? deployArguments(app) : ['deploy', '--only', `hosting:${app.name}`];
}

/**
 * A remote's Firebase Hosting site: read over HTTPS, released by assembling firebase.json's public
 * folder (`<app>/dist`) and running `firebase deploy`.
 * @param {{ dir: string, name: string, productionUrl: string, hostingSiteId: string }} app
 * @param {{ withBackend: boolean, runFirebase?: (args: string[]) => void, publicDir?: string }} options
 */
export function productionHostingTarget(
  app,
  { withBackend, runFirebase, publicDir = join(repoRoot, app.dir, 'dist') },
) {
  const baseUrl = `${app.productionUrl.replace(/\/+$/, '')}/`;
  const deploy = runFirebase ?? ((args) => run(join(repoRoot, 'node_modules/.bin/firebase'), args));
  return {
    describe: `${baseUrl} (Firebase Hosting site ${app.hostingSiteId})`,
    async readLive() {
      const [versions, ledger, rootBuildId] = await Promise.all([
        readLiveVersions(baseUrl),
        readLiveLedger(baseUrl),
        readLiveBuildId(baseUrl),
      ]);
      return { versions, ledger, rootBuildId, readFile: liveFileReader(baseUrl) };
    },
    /** @param {(releaseDir: string) => Promise<unknown>} assemble */
    async release(assemble) {
      rmSync(publicDir, { recursive: true, force: true });
      const result = await assemble(publicDir);
      deploy(releaseDeployArguments(app, { withBackend }));
      return { dir: publicDir, result };
    },
  };
}

/**
 * The pins' target of a production release (issue 48): none of the command's own. The discovery
 * document is released by its own workflow job with its own secret, from the artifact of the very
 * build this command published (`pnpm release:discovery --build <dir>`, `--candidate <dir>`), so a
 * team's deploy secret cannot write a pin. Until that job ran, the site keeps serving the version
 * it pinned before: a release never fails an area closed.
 * @param {{ dir: string }} app
 * @param {(line: string) => void} [log]
 */
export function productionPinsTarget(app, log = console.log) {
  return {
    describe: 'the production discovery document (released by its own workflow job)',
    /**
     * @param {string} _remote
     * @param {{ version: string, integrity: string }} pin
     * @param {{ serve: boolean }} options
     */
    async release(_remote, pin, { serve }) {
      const flag = serve ? '--build' : '--candidate';
      log(
        `${pin.version} goes live once the discovery document pins it: its workflow job does, from this build's ` +
          `artifact (by hand: pnpm release:discovery ${flag} <the build's folder>, with the discovery document's own credentials; ${app.dir}).`,
      );
    },
  };
}
