/**
 * The local hosting's releases of one app, done the way `pnpm deploy:*` does them on Firebase Hosting:
 * a release copies a build into a new release folder, carries the live release's still-young hashed
 * files into it (`prepareRelease`, the deploy's own function; for a remote's build `assembleRelease`,
 * which also publishes its version and versions.json as `pnpm deploy:remote` does) and switches to it
 * at once; a rollback
 * puts an earlier release's folder back live as it was, like `hosting:clone <site>@<version>`.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { prepareRelease } from './release-ledger.mjs';
import { folderFileReader, readFolderLedger } from './release-sources.mjs';
import { assembleRelease, buildIdOf, folderVersions } from './release-versions.mjs';

/**
 * @param {{ target: string, initialDir: string, switchTo: (dir: string) => Promise<void> | void, log?: (line: string) => void }} options
 */
export function localReleases({ target, initialDir, switchTo, log = (line) => console.log(`[${target}] ${line}`) }) {
  /** Version 1 is the build the hosting started with; its files are its ledger until it has one. */
  const history = [{ version: 1, dir: initialDir, releasedAt: new Date() }];
  let live = history[0];
  let releasesRoot;

  async function goLive(entry) {
    live = entry;
    await switchTo(entry.dir);
  }

  return {
    history,
    liveVersion: () => live.version,
    liveDir: () => live.dir,
    /**
     * Releases the build in `buildDir` (an app's dist folder; the shell's dist-server beside it goes
     * along). `now` and `windowMs` exist for the test of the window.
     * @param {string} buildDir
     * @param {{ now?: Date, windowMs?: number }} [options]
     */
    async release(buildDir, { now, windowMs } = {}) {
      releasesRoot ??= mkdtempSync(join(tmpdir(), `codekade-hosting-${target}-`));
      const version = history.length + 1;
      const releaseDir = join(releasesRoot, String(version), 'dist');
      // The shell's site holds no versions (it is not rolled out by share), only kept files.
      const buildId = target === 'shell' ? undefined : buildIdOf(buildDir);
      let summary;
      if (buildId) {
        // A remote's build: released as `pnpm deploy:remote` does, as its version beside the versions
        // still needed, listed in versions.json (what the composer accepts beacons from), and the
        // stable build at the root with the live release's kept files.
        const liveFolder = folderVersions(live.dir);
        ({ ledger: summary } = await assembleRelease({
          releaseDir,
          build: { dir: buildDir, id: buildId },
          rootVersion: buildId,
          named: [buildId],
          liveVersions: liveFolder.versions,
          liveLedger: readFolderLedger(live.dir),
          readLiveFile: liveFolder.readFile,
          now,
          windowMs,
          log,
        }));
      } else {
        cpSync(buildDir, releaseDir, { recursive: true });
        // The shell's composer goes along with its package.json (ES modules), as shell/Dockerfile ships it.
        const serverDir = join(dirname(buildDir), 'dist-server');
        if (existsSync(serverDir)) {
          cpSync(serverDir, join(dirname(releaseDir), 'dist-server'), { recursive: true });
          cpSync(join(dirname(buildDir), 'package.json'), join(dirname(releaseDir), 'package.json'));
        }
        summary = await prepareRelease({
          releaseDir,
          liveLedger: readFolderLedger(live.dir),
          readLiveFile: folderFileReader(live.dir),
          now,
          windowMs,
          log,
        });
      }
      const entry = { version, dir: releaseDir, releasedAt: now ?? new Date() };
      history.push(entry);
      await goLive(entry);
      return { version, ...summary };
    },
    /** Puts release `version` (default: the one before the live one) back live, unchanged. */
    async rollback(version) {
      const chosen =
        version === undefined
          ? history.findLast((entry) => entry.version < live.version)
          : history.find((entry) => entry.version === version);
      if (!chosen) throw new Error(`No release ${version ?? 'before the live one'} to roll back to.`);
      log(`rolled back to release ${chosen.version}`);
      await goLive(chosen);
      return chosen.version;
    },
    close() {
      if (releasesRoot) rmSync(releasesRoot, { recursive: true, force: true });
    },
  };
}
